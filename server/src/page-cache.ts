// The server's one page cache: rendered pages kept by their key (the address, the shell's build, the list and
// the page's live data, see ssr.cjs), each with its ETag and the compressed copies made of it (Brotli, gzip)
// once a browser asked for them, bounded by the bytes all of them hold (lru-cache's maxSize): the least
// recently used pages go first.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** What the cache may hold, pages and their copies together: SITE_PAGE_CACHE_MB, else 64 MB. */
const DEFAULT_MAX_BYTES = (Number(process.env.SITE_PAGE_CACHE_MB) || 64) * 1024 * 1024;
/** What an entry costs beyond its bytes (its key, headers and object), counted so tiny pages are bounded too. */
const ENTRY_OVERHEAD = 512;
/** A page smaller than this is sent as it is: compressing it saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** What the renderer keeps of a page. */
export interface KeptPage {
  status: number;
  headers: Record<string, string>;
  body?: string;
  /** CSP sources ('sha256-…') of the page's own inline scripts. */
  scriptHashes?: string[];
  failed?: string[];
}

export type Encoding = 'br' | 'gzip';

/** A page of the page cache: what the renderer kept, its bytes, ETag and compressed copies. */
export interface PageEntry extends KeptPage {
  key: string;
  bytes: Buffer;
  etag: string;
  copies: Partial<Record<Encoding, Buffer>>;
  pending: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** `zlib[method]` as a promise (off the main thread), looked up when called. */
const compressed = (
  method: 'brotliCompress' | 'gzip',
  buffer: Buffer,
  options: zlib.BrotliOptions | zlib.ZlibOptions,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (method === 'gzip') zlib.gzip(buffer, options as zlib.ZlibOptions, done);
    else zlib.brotliCompress(buffer, options as zlib.BrotliOptions, done);
  });

/** The weak ETag of a page's bytes: the same for every compressed copy (they are one page). */
const etagOf = (bytes: Buffer): string =>
  `W/"${bytes.length.toString(16)}-${crypto.createHash('sha1').update(bytes).digest('base64').slice(0, 27)}"`;

/** An entry's size: its page, its compressed copies, its key and what it carries besides. */
const sizeOf = (entry: PageEntry): number =>
  entry.bytes.length +
  (entry.copies.br?.length ?? 0) +
  (entry.copies.gzip?.length ?? 0) +
  entry.key.length +
  ENTRY_OVERHEAD;

/** `maxBytes` 0: a cache that keeps nothing (every page rendered anew, the bench's warm renders). */
function createPageCache({ maxBytes = DEFAULT_MAX_BYTES }: { maxBytes?: number } = {}) {
  const keeps = maxBytes > 0;
  const pages = new LRUCache<string, PageEntry>({ maxSize: Math.max(maxBytes, 1), sizeCalculation: sizeOf });

  /** Keeps `page` ({ status, headers, body, … }) under `key`; returns the entry the cache holds. */
  function set(key: string, page: KeptPage): PageEntry {
    const bytes = Buffer.from(page.body ?? '');
    const entry: PageEntry = { ...page, key, bytes, etag: etagOf(bytes), copies: {}, pending: {} };
    if (keeps) pages.set(key, entry);
    return entry;
  }

  /**
   * The entry's copy in `encoding` ('br' or 'gzip'), made once per entry (Brotli and gzip at 9, off the main
   * thread) and counted in the cache's bytes from then on; concurrent requests share the one being made.
   */
  function copy(entry: PageEntry, encoding: Encoding): Promise<Buffer> {
    const made = entry.copies[encoding];
    if (made) return Promise.resolve(made);
    entry.pending[encoding] ??= (
      encoding === 'br'
        ? compressed('brotliCompress', entry.bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.bytes.length,
            },
          })
        : compressed('gzip', entry.bytes, { level: 9 })
    ).then(
      (buffer) => {
        entry.copies[encoding] = buffer;
        delete entry.pending[encoding];
        // Counted again with its new copy (lru-cache sizes an entry as it is set).
        if (pages.peek(entry.key) === entry) {
          pages.delete(entry.key);
          pages.set(entry.key, entry);
        }
        return buffer;
      },
      (error) => {
        // Tried again by the next request.
        delete entry.pending[encoding];
        throw error;
      },
    );
    return entry.pending[encoding] as Promise<Buffer>;
  }

  return {
    get: (key: string) => pages.get(key),
    set,
    copy,
    clear: () => pages.clear(),
    /** How many pages are kept. */
    count: () => pages.size,
    /** The bytes the kept pages and their copies hold. */
    bytes: (): number => pages.calculatedSize,
  };
}

export { createPageCache, etagOf, COMPRESS_FROM_BYTES, DEFAULT_MAX_BYTES };
