import { formatFileSize } from '@springfield/shared';
import { PARKING_PERMIT_APPLICATION_FILE } from '../documents/document-paths';
import { documentSummary } from './document-link';

describe('documentSummary', () => {
  it('states the type and the real size of the file the build made', () => {
    const bytes = __SF_DOCUMENT_SIZES__[PARKING_PERMIT_APPLICATION_FILE];
    expect(bytes).toBeGreaterThan(1000);
    expect(documentSummary(PARKING_PERMIT_APPLICATION_FILE)).toBe(`PDF, ${formatFileSize(bytes)}`);
    expect(documentSummary(PARKING_PERMIT_APPLICATION_FILE, 'Form')).toBe(`Form, ${formatFileSize(bytes)}`);
  });

  it('claims no size for a file the build did not make', () => {
    expect(documentSummary('documents/nothing.pdf')).toBe('PDF');
  });
});
