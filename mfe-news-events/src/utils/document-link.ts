import { formatFileSize } from '@springfield/shared';

// Read once: the build writes the value into the bundle where it is named.
const sizes = __SF_DOCUMENT_SIZES__;

/** A published document: its address and its real size. */
export interface DocumentLink {
  /** On this area's origin, in its build's folder (a browser, and the server's HTML, give the same). */
  href: string;
  /** "2.4 KB", as the build measured the file (undefined only for a file the build did not make). */
  size?: string;
}

/**
 * The link to a document this area publishes ("documents/events/1-meeting-agenda.pdf"). `__webpack_public_path__`
 * is this bundle's own, the remote's origin, in the browser and on the server (the remote's server module sets it
 * in `load(publicPath)`).
 */
export function documentLink(file: string): DocumentLink {
  const bytes = sizes[file];
  return {
    href: `${__webpack_public_path__}${file}`,
    size: bytes === undefined ? undefined : formatFileSize(bytes),
  };
}
