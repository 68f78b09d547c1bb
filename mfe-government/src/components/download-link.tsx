import { DownloadOutlined } from '@ant-design/icons';
import {
  ButtonLink,
  InEnglishFile,
  notify,
  sharedWord,
  type ButtonLinkProps,
  type Locale,
} from '@springfield/shared';
import { documentMessages } from '../features/documents/messages';
import { areaIntl, useAreaIntl } from '../i18n/area-intl';
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
export function DownloadLink({ file, item, children, ariaLabel, ...look }: DownloadLinkProps) {
  const intl = useAreaIntl();
  return (
    <ButtonLink
      {...look}
      href={documentLink(file).href}
      download
      type="application/pdf"
      aria-label={ariaLabel && ariaLabel + sharedWord('inEnglishFile')}
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => notify(downloadStartedMessage(item))}
    >
      {children ?? intl.formatMessage(documentMessages.download)}
      {/* The city's documents are written in English only: the link says so in another language. */}
      <InEnglishFile />
    </ButtonLink>
  );
}

/** The spec's toast as a download starts. */
export function downloadStartedMessage(item: string, locale?: Locale) {
  const intl = areaIntl.intl(locale);
  return {
    title: intl.formatMessage(documentMessages.downloadStarted),
    description: intl.formatMessage(documentMessages.downloadStartedText, { item }),
  };
}
