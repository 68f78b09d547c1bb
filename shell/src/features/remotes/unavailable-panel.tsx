import { useEffect, useRef } from 'react';
import './remotes.css';
import { Button } from '@springfield/shared';

export interface UnavailablePanelProps {
  title: string;
  message: string;
  headingLevel: 1 | 2;
  retrying: boolean;
  failedAgain: boolean;
  onRetry: () => void;
}

/** The "temporarily unavailable" panel with its Retry button, for a remote area or a Home widget. */
export function UnavailablePanel({
  title,
  message,
  headingLevel,
  retrying,
  failedAgain,
  onRetry,
}: UnavailablePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failedAgain) statusRef.current?.focus();
  }, [failedAgain]);
  return (
    <section className="sh-unavailable" aria-live="polite">
      <Heading className="sh-unavailable__title">{title}</Heading>
      <p>{message}</p>
      {failedAgain ? (
        <p ref={statusRef} tabIndex={-1} className="sh-unavailable__again">
          It is still unavailable. Please try again later.
        </p>
      ) : null}
      <Button variant="primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </section>
  );
}
