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
  /** The encodings whose copy is the fine one (made once the page was asked for again). */
  fine: Partial<Record<Encoding, true>>;
}

/**
 * How hard a copy is compressed. `quick` for a page's first answer, as fast as on-the-fly compression (most
 * pages no cache can hold are asked for once: a search's results); `fine` once it is asked for again, where
 * the smaller copy pays for itself (Brotli 9 took most of an instance's thread pool under a flood of new
 * searches, beside the renders, and delayed every cached page: issue 43's abuse suite).
 */
export type Effort = 'quick' | 'fine';

const LEVELS: Record<Effort, { br: number; gzip: number }> = {
  quick: { br: 4, gzip: 6 },
  fine: { br: 9, gzip: 9 },
};

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
    const entry: PageEntry = {
      ...page,
      key,
      bytes,
      etag: etagOf(bytes),
      copies: {},
      pending: {},
      fine: {},
    };
    if (keeps) pages.set(key, entry);
    return entry;
  }

  /** Compresses `entry`'s page at `effort`, off the main thread. */
  const compress = (entry: PageEntry, encoding: Encoding, effort: Effort): Promise<Buffer> =>
    encoding === 'br'
      ? compressed('brotliCompress', entry.bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[effort].br,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.bytes.length,
          },
        })
      : compressed('gzip', entry.bytes, { level: LEVELS[effort].gzip });

  /** Keeps `buffer` as the entry's copy, counted in the cache's bytes from then on. */
  function keep(entry: PageEntry, encoding: Encoding, buffer: Buffer, effort: Effort): Buffer {
    entry.copies[encoding] = buffer;
    if (effort === 'fine') entry.fine[encoding] = true;
    // Counted again with its new copy (lru-cache sizes an entry as it is set).
    if (pages.peek(entry.key) === entry) {
      pages.delete(entry.key);
      pages.set(entry.key, entry);
    }
    return buffer;
  }

  /**
   * The entry's copy in `encoding` ('br' or 'gzip'), off the main thread; concurrent requests share the one being
   * made. `first`: the answer of the request that rendered the page, which gets a quick copy. A page asked for
   * again gets the fine copy, made once: the quick one is sent meanwhile.
   */
  function copy(
    entry: PageEntry,
    encoding: Encoding,
    { first = false }: { first?: boolean } = {},
  ): Promise<Buffer> {
    const made = entry.copies[encoding];
    if (made && (first || entry.fine[encoding] || entry.pending[encoding])) return Promise.resolve(made);
    const pending = entry.pending[encoding];
    if (!made && pending) return pending;
    const effort: Effort = first ? 'quick' : 'fine';
    const making = compress(entry, encoding, effort).then(
      (buffer) => {
        delete entry.pending[encoding];
        return keep(entry, encoding, buffer, effort);
      },
      (error: unknown) => {
        // Tried again by the next request.
        delete entry.pending[encoding];
        throw error;
      },
    );
    entry.pending[encoding] = making;
    if (!made) return making;
    // The quick copy now, the fine one for the next request (a failure is tried again then).
    making.catch(() => {});
    return Promise.resolve(made);
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
