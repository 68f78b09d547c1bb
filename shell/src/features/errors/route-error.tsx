import { usePageTitle, ButtonLink } from '@springfield/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import './errors.css';

/** What a route error shows: its status (for a thrown response) or its message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** A page that throws while rendering shows this inside the frame. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Unexpected Application Error');
  return (
    <section className="sf-container sh-error-page" aria-labelledby="sf-route-error-title">
      <h1 id="sf-route-error-title">Unexpected Application Error!</h1>
      <p className="sh-error-page__detail">{describeRouteError(error)}</p>
      <ButtonLink variant="primary" to="/">
        Return to Home
      </ButtonLink>
    </section>
  );
}
