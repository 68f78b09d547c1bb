// Globals the build defines (DocumentFilesPlugin, tooling/document-files.cjs) and webpack's own; in jest,
// tooling/jest-documents.cjs gives them.

/** The size in bytes of each document the build published, by its path under the build. */
declare const __SF_DOCUMENT_SIZES__: Readonly<Record<string, number>>;
/** The number of pages of each document the build published. */
declare const __SF_DOCUMENT_PAGES__: Readonly<Record<string, number>>;
/** Where this area's build is served from (its origin and folder), as webpack sets it. */
declare let __webpack_public_path__: string;
