// Signed links (issue 43): a link in an e-mail that proves, by itself, that the site wrote it: confirming an
// address, unsubscribing, cancelling a registration. Its token is the purpose, the data and the expiry as
// base64url JSON, then an HMAC-SHA256 of them with the site's secret. Nothing is stored per link; a token of
// one purpose never passes for another's; the comparison takes the same time however many bytes match.
import crypto from 'node:crypto';
import type { LinkReading } from '@springfield/shared/contract';
import { isObject } from '../narrow';

const DAY_S = 24 * 60 * 60;

/** What a token seals. */
interface Sealed {
  p: string;
  d: Record<string, unknown> | null;
  e: number;
}

/** Whether a token's JSON (its MAC checked) is what `link` seals. */
const isSealed = (value: unknown): value is Sealed =>
  isObject(value) &&
  typeof value.p === 'string' &&
  typeof value.e === 'number' &&
  typeof value.d === 'object';

/** The MAC of a token's body: bound to this scheme's version, so no other HMAC of the secret matches it. */
const macOf = (secret: Buffer, body: string) =>
  crypto.createHmac('sha256', secret).update(`springfield-link.v1.${body}`).digest();

export interface Signer {
  /** A token for `purpose` and `data`, valid `days` from now. */
  sign(purpose: string, data: Record<string, unknown>, days: number): string;
  /** The token's data when it is this site's, for `purpose`, and not expired. */
  read<T = Record<string, unknown>>(purpose: string, token: string | null | undefined): LinkReading<T>;
}

/** A signer with `secret` (at least 32 bytes); `now` is the clock, in milliseconds (tests move it). */
export function createSigner(secret: Buffer | string, now: () => number = Date.now): Signer {
  const key = Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8');
  if (key.length < 32) throw new Error('The site secret must be at least 32 bytes long.');
  return {
    sign(purpose, data, days) {
      const sealed: Sealed = { p: purpose, d: data, e: Math.floor(now() / 1000) + Math.round(days * DAY_S) };
      const body = Buffer.from(JSON.stringify(sealed)).toString('base64url');
      return `${body}.${macOf(key, body).toString('base64url')}`;
    },
    read<T>(purpose: string, token: string | null | undefined): LinkReading<T> {
      if (typeof token !== 'string' || token.length > 2048) return { status: 'invalid' };
      const [body, mac, ...rest] = token.split('.');
      if (!body || !mac || rest.length > 0) return { status: 'invalid' };
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(key, body);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        return { status: 'invalid' };
      }
      let sealed: unknown;
      try {
        sealed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return { status: 'invalid' };
      }
      if (!isSealed(sealed) || sealed.p !== purpose) return { status: 'invalid' };
      if (sealed.e * 1000 <= now()) return { status: 'expired' };
      return { status: 'valid', data: sealed.d as T };
    },
  };
}

/** The site's languages' first path segments ('es' -> '/es'); English has none. */
export function localePrefix(locale: string | undefined): string {
  if (locale === 'es') return '/es';
  if (locale === 'zh-Hant') return '/zh-hant';
  return '';
}

/** The absolute address of a signed link. */
export function linkUrl(origin: string, path: string, locale: string | undefined, token: string): string {
  return `${origin.replace(/\/$/, '')}${localePrefix(locale)}${path}?token=${token}`;
}
