/** @jest-environment node */
import zlib from 'node:zlib';
import { createPageCache } from './page-cache';

const page = (text: string) => ({ status: 200, headers: {}, body: text });

describe('the page cache', () => {
  it('is bounded by the bytes its pages and their copies hold, dropping the least recently used first', async () => {
    // Room for about three pages of 10 KB with their overhead.
    const pages = createPageCache({ maxBytes: 32 * 1024 });
    const a = pages.set('/a', page('a'.repeat(10_000)));
    pages.set('/b', page('b'.repeat(10_000)));
    pages.set('/c', page('c'.repeat(10_000)));
    expect(pages.count()).toBe(3);
    // /a is used again: /b is now the least recently used.
    expect(pages.get('/a')).toBe(a);
    pages.set('/d', page('d'.repeat(10_000)));
    expect([pages.get('/a'), pages.get('/b'), pages.get('/c')?.key]).toEqual([a, undefined, '/c']);
    expect(pages.bytes()).toBeLessThanOrEqual(32 * 1024);
  });

  it('keeps nothing when it may hold nothing (maxBytes 0), and still gives the page its ETag', () => {
    const pages = createPageCache({ maxBytes: 0 });
    const entry = pages.set('/a', page('<p>a</p>'));
    expect(entry.etag).toMatch(/^W\//);
    expect([pages.get('/a'), pages.count()]).toEqual([undefined, 0]);
  });

  it('makes a copy once, keeps it with its page, and counts it from then on', async () => {
    const pages = createPageCache({ maxBytes: 1024 * 1024 });
    const text = `<p>${'Springfield '.repeat(500)}</p>`;
    const entry = pages.set('/p', page(text));
    const before = pages.bytes();
    const [br, again] = await Promise.all([pages.copy(entry, 'br'), pages.copy(entry, 'br')]);
    expect(again).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    const gzip = await pages.copy(entry, 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(text);
    expect(pages.bytes()).toBe(before + br.length + gzip.length);
    expect(await pages.copy(entry, 'gzip')).toBe(gzip);
  });

  it('answers a page’s first request with a quick copy, and makes the fine one once it is asked for again', async () => {
    const pages = createPageCache({ maxBytes: 1024 * 1024 });
    // A page with words to compress (as an HTML page's), not one repeated phrase.
    const text = Array.from({ length: 3000 }, (_, i) => `<li>${(i * 7919) % 10007} Springfield</li>`).join(
      '',
    );
    const entry = pages.set('/search?q=new', page(text));
    const quick = await pages.copy(entry, 'br', { first: true });
    expect(zlib.brotliDecompressSync(quick).toString()).toBe(text);
    // Asked for again: the quick copy at once, the fine one made meanwhile and sent from then on.
    expect(await pages.copy(entry, 'br')).toBe(quick);
    await entry.pending.br;
    const fine = await pages.copy(entry, 'br');
    expect(fine).not.toBe(quick);
    expect(fine.length).toBeLessThan(quick.length);
    expect(zlib.brotliDecompressSync(fine).toString()).toBe(text);
    expect(await pages.copy(entry, 'br')).toBe(fine);
    expect(pages.bytes()).toBe(Buffer.byteLength(text) + fine.length + '/search?q=new'.length + 512);
  });

  it('gives each page a weak ETag of its bytes, the same page the same tag', () => {
    const pages = createPageCache();
    const one = pages.set('/x', page('<p>one</p>'));
    const same = pages.set('/y', page('<p>one</p>'));
    const other = pages.set('/z', page('<p>two</p>'));
    expect(one.etag).toMatch(/^W\/"a-[A-Za-z0-9+/]{27}"$/);
    expect(same.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });
});
