import { formatFileSize } from '@springfield/shared';
import { documentLink } from './document-link';

describe('documentLink', () => {
  const file = 'documents/events/4-work-session-agenda.pdf';

  it('is on the area’s own origin, in its build’s folder', () => {
    expect(__webpack_public_path__).toBe('http://localhost:8081/');
    expect(documentLink(file).href).toBe(`http://localhost:8081/${file}`);
  });

  it('states the size of the file the build made', () => {
    const bytes = __SF_DOCUMENT_SIZES__[file];
    expect(bytes).toBeGreaterThan(1000);
    expect(documentLink(file)).toEqual({
      href: `${__webpack_public_path__}${file}`,
      size: formatFileSize(bytes),
    });
  });

  it('claims no size for a file the build did not make', () => {
    expect(documentLink('documents/nothing.pdf').size).toBeUndefined();
  });
});
