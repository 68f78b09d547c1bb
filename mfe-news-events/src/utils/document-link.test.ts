import { formatFileSize } from '@springfield/shared';
import { documentLink } from './document-link';

describe('documentLink', () => {
  const file = 'documents/events/4-work-session-agenda.pdf';

  it('is on the area’s own origin, in its build’s folder', () => {
    // The area's port as npm start serves it, moved with SITE_PORT_OFFSET like every port (tooling/apps.cjs).
    const origin = `http://localhost:${8081 + Number(process.env.SITE_PORT_OFFSET || 0)}`;
    expect(__webpack_public_path__).toBe(`${origin}/`);
    expect(documentLink(file).href).toBe(`${origin}/${file}`);
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
