import { Button, notify, type NotifyInput } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useWithoutScript } from '../../../components/without-script';

export interface NoticeButtonProps {
  /** The info toast the button raises. */
  message: NotifyInput;
  /** The button's label. */
  children: ReactNode;
}

/**
 * A dialog's main button that answers with an info toast (Submit New Request, Learn How to Apply). Without
 * script, where no toast can show, the message itself stands in the content.
 */
export function NoticeButton({ message, children }: NoticeButtonProps) {
  if (useWithoutScript()) {
    return (
      <p className="gov-notice">
        <strong>{message.title}:</strong> {message.description}
      </p>
    );
  }
  return (
    <Button variant="primary" onClick={() => notify(message)}>
      {children}
    </Button>
  );
}
