/** A page of the page cache: what the renderer answered, its bytes, ETag and compressed copies. */
export interface PageEntry {
  key: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  bytes: Buffer;
  etag: string;
  copies: { br?: Buffer; gzip?: Buffer };
  scriptHashes?: string[];
}
export interface PageCache {
  get(key: string): PageEntry | undefined;
  set(key: string, page: { status: number; headers: Record<string, string>; body: string }): PageEntry;
  copy(entry: PageEntry, encoding: 'br' | 'gzip'): Promise<Buffer>;
  clear(): void;
  count(): number;
  bytes(): number;
}
export function createPageCache(options?: { maxBytes?: number }): PageCache;
export function etagOf(bytes: Buffer): string;
export const COMPRESS_FROM_BYTES: number;
export const DEFAULT_MAX_BYTES: number;
