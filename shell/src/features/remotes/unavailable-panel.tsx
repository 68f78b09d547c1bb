import { useEffect, useRef } from 'react';
import './remotes.css';
import { Button } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { remoteMessages } from './messages';

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
  const intl = useIntl();
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
          {intl.formatMessage(remoteMessages.stillUnavailable)}
        </p>
      ) : null}
      <Button variant="primary" onClick={onRetry} disabled={retrying}>
        {intl.formatMessage(retrying ? remoteMessages.retrying : remoteMessages.retry)}
      </Button>
    </section>
  );
}
