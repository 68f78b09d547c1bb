import {
  PARKING_PERMIT_APPLICATION_FILE,
  programDocumentFile,
  programDocumentHref,
  siteFileHref,
} from './document-paths';

describe('programDocumentHref', () => {
  it('is the static document path on the site’s origin', () => {
    expect(programDocumentHref('Tree Planting Guidelines')).toBe('/documents/tree-planting-guidelines.pdf');
  });

  it('falls back to a name when nothing is left after slugifying', () => {
    expect(programDocumentFile('🌳')).toBe('documents/document.pdf');
    expect(programDocumentHref('🌳')).toBe('/documents/document.pdf');
  });
});

describe('siteFileHref', () => {
  it('is an address on the site’s origin, whatever origin the area’s build is served from', () => {
    expect(siteFileHref(PARKING_PERMIT_APPLICATION_FILE)).toBe('/documents/parking-permit-application.pdf');
  });
});
