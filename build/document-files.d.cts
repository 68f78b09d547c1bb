import type { DocumentFile } from '@springfield/shared';
import type { Compiler } from 'webpack';

/** A document as the build made it: its path under the build, its PDF and its number of pages. */
export interface RenderedDocument {
  file: string;
  bytes: Buffer;
  pages: number;
}

/** The values the area's code reads as __SF_DOCUMENT_SIZES__ and __SF_DOCUMENT_PAGES__. */
export interface DocumentGlobals {
  __SF_DOCUMENT_SIZES__: Record<string, number>;
  __SF_DOCUMENT_PAGES__: Record<string, number>;
}

export class DocumentFilesPlugin {
  constructor(options: { generator: string; emit?: boolean });
  apply(compiler: Compiler): void;
}

export function renderDocument(documentFile: DocumentFile): Promise<Buffer>;
export function renderDocumentFile(documentFile: DocumentFile): Promise<{ bytes: Buffer; pages: number }>;
export function generateDocuments(
  generator: string,
): Promise<{ documents: RenderedDocument[]; dependencies: string[] }>;
export function documentGlobals(documents: readonly RenderedDocument[]): DocumentGlobals;
export function documentListProblems(documentFiles: readonly DocumentFile[]): string[];
/** The text a PDF made here shows, line by line. For tests. */
export function documentText(bytes: Buffer): string;
