import { PageNotFound } from '@springfield/shared';

/** Any path the site does not know: the shared 404 view, which remotes also use under their prefixes. */
export function NotFoundPage() {
  return <PageNotFound />;
}
