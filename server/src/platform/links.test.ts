/** @jest-environment node */
// Signed links: only this site's secret makes a token that reads, for its own purpose, until it expires.
import { createSigner, linkUrl } from './links';

const SECRET = 'a-secret-of-at-least-thirty-two-bytes!';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('signed links', () => {
  let clock = Date.UTC(2026, 10, 29, 9);
  const signer = createSigner(SECRET, () => clock);

  it('reads back the data of its own token, for its purpose, until it expires', () => {
    const token = signer.sign('news_events:cancel', { r: 42 }, 7);
    expect(signer.read('news_events:cancel', token)).toEqual({ status: 'valid', data: { r: 42 } });
    clock += 7 * DAY_MS - 1000;
    expect(signer.read('news_events:cancel', token).status).toBe('valid');
    clock += 1000;
    expect(signer.read('news_events:cancel', token)).toEqual({ status: 'expired' });
  });

  it('refuses a token with any byte changed, another secret, or another purpose', () => {
    const token = signer.sign('community:withdraw', { a: 7 }, 30);
    const [body, mac] = token.split('.');
    // The data changed (another application's number), re-encoded: the MAC no longer matches.
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"a":7', '"a":8')).toString(
      'base64url',
    );
    expect(signer.read('community:withdraw', `${forged}.${mac}`)).toEqual({ status: 'invalid' });
    // One character of the MAC changed, the MAC cut short, nothing after the dot, no token.
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    for (const bad of [`${body}.${flipped}`, `${body}.${mac.slice(0, 10)}`, `${body}.`, body, '', null]) {
      expect(signer.read('community:withdraw', bad)).toEqual({ status: 'invalid' });
    }
    // Another site's secret.
    expect(createSigner(`${SECRET}-other`, () => clock).read('community:withdraw', token).status).toBe(
      'invalid',
    );
    // A token for another purpose (a cancel link used to confirm an address): refused.
    expect(signer.read('confirm-address', token)).toEqual({ status: 'invalid' });
  });

  it('refuses a secret too short to be one', () => {
    expect(() => createSigner('short')).toThrow(/32 bytes/);
  });

  it('builds an absolute address in the page’s language', () => {
    expect(linkUrl('https://www.springfield.gov/', '/mail/confirm', 'zh-Hant', 'abc.def')).toBe(
      'https://www.springfield.gov/zh-hant/mail/confirm?token=abc.def',
    );
    expect(linkUrl('http://localhost:8080', '/x', undefined, 't')).toBe('http://localhost:8080/x?token=t');
  });
});
