import type { ReactNode } from 'react';
import { ButtonLink, InEnglishFile, notify, type ButtonVariant } from '@springfield/shared';

export interface FormDownloadLinkProps {
  /** The printable form's address: a PDF the area's build makes, on the site's origin. */
  href: string;
  /** What the page says as the download starts ("Downloading form..."): the words of the spec's alert. */
  message: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A link that downloads a printable form: it works before and without the page's script (the file is on the
 * page's own origin, so the browser downloads it); with script, a toast also says the download has started.
 */
export function FormDownloadLink({ href, message, variant, children }: FormDownloadLinkProps) {
  return (
    <ButtonLink
      variant={variant}
      href={href}
      download
      type="application/pdf"
      onClick={() => notify({ title: message })}
    >
      {children}
      {/* The printable forms are in English only: the link says so in another language. */}
      <InEnglishFile />
    </ButtonLink>
  );
}
