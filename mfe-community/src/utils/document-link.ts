import { formatFileSize } from '@springfield/shared';

// Read once: the build writes the value into the bundle where it is named.
const sizes = __SF_DOCUMENT_SIZES__;

/**
 * What a link to a document the build published says of the file: its type and real size, as the build
 * measured it ("PDF, 3.1 KB"); the type alone for a file the build did not make.
 */
export function documentSummary(file: string, type = 'PDF'): string {
  const bytes = sizes[file];
  return bytes === undefined ? type : `${type}, ${formatFileSize(bytes)}`;
}
