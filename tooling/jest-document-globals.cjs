// Runs before each test file of an area that publishes documents (jest-documents.cjs `withDocumentFiles`): the
// globals the build defines for the area's code, __SF_DOCUMENT_SIZES__ and __SF_DOCUMENT_PAGES__, the real
// files'. Kept apart from jest-documents.cjs, which loads pdfkit and webpack: this file runs for every test file.
const generator = globalThis.__SF_DOCUMENT_GENERATOR__;
const made = JSON.parse(process.env.SF_DOCUMENT_GLOBALS ?? '{}')[generator];
if (!made) {
  throw new Error(
    `jest-documents: no documents were made for ${generator} (run jest with the area's config)`,
  );
}
Object.assign(globalThis, made);
