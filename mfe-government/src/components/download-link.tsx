import { DownloadOutlined } from '@ant-design/icons';
import { ButtonLink, notify, type ButtonLinkProps } from '@springfield/shared';
import type { ReactNode } from 'react';
import { documentLink } from '../utils/document-link';

export interface DownloadLinkProps extends Pick<ButtonLinkProps, 'variant' | 'size' | 'block' | 'className'> {
  /** The document, by its path under the build ("documents/code-of-ethics.pdf"). */
  file: string;
  /** What is downloaded, in the toast's words: "{item} is being prepared for download." */
  item: string;
  /** The visible label; defaults to "Download". */
  children?: ReactNode;
  /** A fuller accessible name when the visible label alone is ambiguous ("Download Code of Ethics"). */
  ariaLabel?: string;
}

/**
 * A link to a document the build published, drawn as a button: the browser downloads the PDF (or, where
 * the file is on another origin than the page, opens it), with or without script. With script the spec's
 * "Download Started" toast says so as it starts, as the other areas' downloads do; its progress and end are
 * the browser's to show, so there is no "Download Complete" that could not know.
 */
export function DownloadLink({ file, item, children = 'Download', ariaLabel, ...look }: DownloadLinkProps) {
  return (
    <ButtonLink
      {...look}
      href={documentLink(file).href}
      download
      type="application/pdf"
      aria-label={ariaLabel}
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => notify(downloadStartedMessage(item))}
    >
      {children}
    </ButtonLink>
  );
}

/** The spec's toast as a download starts. */
export function downloadStartedMessage(item: string) {
  return { title: 'Download Started', description: `${item} is being prepared for download.` };
}
