import { formatFileSize } from '@springfield/shared';

// Read once: the build writes each value into the bundle where it is named.
const sizes = __SF_DOCUMENT_SIZES__;
const pageCounts = __SF_DOCUMENT_PAGES__;

/** A published document: its address and what its link says about the file. */
export interface DocumentLink {
  /** On this area's origin, in its build's folder (a browser, and the server's HTML, give the same). */
  href: string;
  /** "2.4 KB", the file's real size (undefined only for a file the build did not make). */
  size?: string;
  pages?: number;
  /** "PDF, 2.4 KB", as a link to a file states it. */
  summary: string;
}

/**
 * The link to a document this area publishes ("documents/code-of-ethics.pdf"): where the build put it and its
 * size, as the build measured it. `__webpack_public_path__` is this bundle's own, the remote's origin, in the
 * browser and on the server (the remote's server module sets it in `load(publicPath)`).
 */
export function documentLink(file: string): DocumentLink {
  const bytes = sizes[file];
  const size = bytes === undefined ? undefined : formatFileSize(bytes);
  return {
    href: `${__webpack_public_path__}${file}`,
    size,
    pages: pageCounts[file],
    summary: size ? `PDF, ${size}` : 'PDF',
  };
}
