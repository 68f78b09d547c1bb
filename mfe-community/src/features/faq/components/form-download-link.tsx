import type { ReactNode } from 'react';
import { ButtonLink, notify, type ButtonVariant } from '@springfield/shared';

export interface FormDownloadLinkProps {
  /** The printable form's address. */
  href: string;
  /** What the page says as the download starts ("Downloading form..."): the words of the spec's alert. */
  message: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A link that downloads a printable form: it works before and without the page's script; with script, a toast
 * also says the download has started.
 */
export function FormDownloadLink({ href, message, variant, children }: FormDownloadLinkProps) {
  return (
    <ButtonLink variant={variant} href={href} download onClick={() => notify({ title: message })}>
      {children}
    </ButtonLink>
  );
}
