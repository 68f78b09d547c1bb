/** The part of a jest configuration `withDocumentFiles` reads and adds to. */
interface JestConfig {
  rootDir: string;
  globalSetup?: string;
  setupFiles?: string[];
  globals?: Record<string, unknown>;
  [option: string]: unknown;
}

/** jest's globalSetup: the documents of the project's generator (its `__SF_DOCUMENT_GENERATOR__` global). */
declare function makeDocuments(
  globalConfig: unknown,
  projectConfig: { globals?: Record<string, unknown> },
): Promise<void>;

declare namespace makeDocuments {
  /**
   * The area's jest configuration with its documents, made once per run from `generator` (absolute), and its
   * public path where `npm start` serves the area.
   */
  function withDocumentFiles(config: JestConfig, generator: string): JestConfig;
}

export = makeDocuments;
