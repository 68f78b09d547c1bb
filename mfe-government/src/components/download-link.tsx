import { DownloadOutlined } from '@ant-design/icons';
import { ButtonLink, type ButtonLinkProps } from '@springfield/shared';
import type { ReactNode } from 'react';
import { documentLink } from '../utils/document-link';

export interface DownloadLinkProps extends Pick<ButtonLinkProps, 'variant' | 'size' | 'block' | 'className'> {
  /** The document, by its path under the build ("documents/code-of-ethics.pdf"). */
  file: string;
  /** The visible label; defaults to "Download". */
  children?: ReactNode;
  /** A fuller accessible name when the visible label alone is ambiguous ("Download Code of Ethics"). */
  ariaLabel?: string;
}

/**
 * A link to a document the build published, drawn as a button: the browser downloads the PDF (or, where
 * the file is on another origin than the page, opens it), with or without script. Its progress is the
 * browser's to show: no toast claims a download it cannot see.
 */
export function DownloadLink({ file, children = 'Download', ariaLabel, ...look }: DownloadLinkProps) {
  return (
    <ButtonLink
      {...look}
      href={documentLink(file).href}
      download
      type="application/pdf"
      aria-label={ariaLabel}
      icon={<DownloadOutlined aria-hidden />}
    >
      {children}
    </ButtonLink>
  );
}
