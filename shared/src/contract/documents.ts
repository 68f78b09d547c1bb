// Documents an area publishes as real files (issue 29): the area describes each one from the data its pages
// render, and the build turns the description into a PDF (tooling/document-files.cjs) beside the area's
// scripts, telling the area's code each file's size. Types and one formatter: a few bytes in a browser bundle.

/** A section of a document: an optional heading, then its paragraphs, a list and a table, in that order. */
export interface DocumentSection {
  heading?: string;
  /** Wrapped to the page's width, one after another. */
  paragraphs?: readonly string[];
  /** A bulleted list (numbered with `numbered`). */
  items?: readonly string[];
  /** The items are numbered 1., 2., … (an agenda, the actions taken). */
  numbered?: boolean;
  /** A simple table, the first row its header. */
  rows?: readonly (readonly string[])[];
}

/** One PDF an area publishes, as its build makes it. */
export interface DocumentFile {
  /** Where the file is, under the area's build: "documents/annual-budget-2025.pdf". */
  file: string;
  title: string;
  /** A line under the title: the meeting, the date. */
  subtitle?: string;
  /**
   * The document's own date, ISO ("2024-12-15"): the PDF's creation date, so that every build makes the same
   * bytes (the size the page shows stays true, and a cache keeps the file). Required: pdfkit writes a creation
   * date in every file, which would otherwise be the time of the build.
   */
  date: string;
  sections: readonly DocumentSection[];
}

const FILE_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

/** One decimal below 10 ("1.4"), whole numbers from 10 ("12"); no ".0" ("2"). */
function roundFileSize(value: number): number {
  const tenths = Math.round(value * 10) / 10;
  return tenths < 10 ? tenths : Math.round(value);
}

/**
 * A file's size as a download link states it: 900 -> "900 bytes", 1434 -> "1.4 KB", 12288 -> "12 KB",
 * 1258291 -> "1.2 MB" (units of 1,024 bytes).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  // 1,023.96 KB rounds to 1,024 KB: that is "1 MB".
  while (roundFileSize(value) >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${roundFileSize(value)} ${FILE_SIZE_UNITS[unit]}`;
}
