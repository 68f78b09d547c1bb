// Globals the build defines (DocumentFilesPlugin, tooling/document-files.cjs); in jest, tooling/jest-documents.cjs
// and tooling/jest-document-globals.cjs give them.

/** The size in bytes of each document the build published, by its path under the build. */
declare const __SF_DOCUMENT_SIZES__: Readonly<Record<string, number>>;
/** The number of pages of each document the build published. */
declare const __SF_DOCUMENT_PAGES__: Readonly<Record<string, number>>;
