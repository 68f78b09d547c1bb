import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const apps = require('../../tooling/apps.cjs') as { root: string };

/**
 * The journeys' server writes each e-mail as an .eml file (no SMTP_URL): in SITE_MAIL_DIR, else
 * `.site/outbox/mail` of the checkout (server/src/serve.ts, MAIL_DIR).
 */
const MAIL_DIR = process.env.SITE_MAIL_DIR || path.join(apps.root, '.site', 'outbox', 'mail');

/**
 * An .eml file's headers unfolded and its text with quoted-printable undone, read as the UTF-8 it is (a Spanish
 * or Chinese mail's words whole): bytes first, then decoded.
 */
function readMail(file: string): string {
  const bytes = fs
    .readFileSync(file, 'latin1')
    .replace(/\r\n/g, '\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\n[ \t]+/g, ' ');
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The e-mail to `to` whose text matches `pattern`, once the outbox has written it. */
export async function mailTo(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(MAIL_DIR)
          ? fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml'))
          : [];
        found =
          files
            .map((file) => readMail(path.join(MAIL_DIR, file)))
            .find((mail) => new RegExp(`^To: ${to}$`, 'm').test(mail) && pattern.test(mail)) ?? '';
        return found !== '';
      },
      { message: `an e-mail to ${to} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The path and query of the first link of `mail` to `page` (the mail names the site's configured origin). */
export function linkIn(mail: string, page: string): string {
  const match = new RegExp(`https?://[^/\\s]+(\\S*${page.replace(/[/?]/g, '\\$&')}\\?token=[^\\s>]+)`).exec(
    mail,
  );
  if (!match) throw new Error(`no link to ${page} in the e-mail`);
  return match[1];
}
