// The embedded identity provider's accounts (issue 44): read from a file (deploy/staff-accounts.json, or
// STAFF_ACCOUNTS_FILE), each password stored as scrypt. Only for a site without a city's provider (npm start,
// the journeys): a city's staff sign in at its own provider, with its own multi-factor rules.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as apps from '../apps.cjs';

export interface StaffAccount {
  sub: string;
  email: string;
  name: string;
  groups: string[];
  /** scrypt$N$r$p$salt$hash (base64url). */
  password: string;
}

export const DEFAULT_ACCOUNTS_FILE = path.join(apps.root, 'deploy', 'staff-accounts.json');

export function readAccounts(
  file = process.env.STAFF_ACCOUNTS_FILE || DEFAULT_ACCOUNTS_FILE,
): StaffAccount[] {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { accounts?: StaffAccount[] };
  return (parsed.accounts ?? []).filter(
    (account) =>
      typeof account.sub === 'string' &&
      typeof account.email === 'string' &&
      typeof account.password === 'string',
  );
}

/** A password's scrypt record, as the accounts file keeps it. */
export function hashPassword(password: string, salt = crypto.randomBytes(16)): string {
  const hash = crypto.scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Whether `password` matches the record (compared in constant time). */
export function passwordMatches(password: string, record: string): boolean {
  const [kind, n, r, p, salt, hash] = record.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = crypto.scryptSync(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
  );
  return crypto.timingSafeEqual(actual, expected);
}

/** A record to compare against when the e-mail is unknown: the answer takes as long either way. */
const UNKNOWN = hashPassword('unknown account', Buffer.alloc(16));

/** The account for an e-mail and password, or undefined. */
export function signInWith(
  accounts: readonly StaffAccount[],
  email: string,
  password: string,
): StaffAccount | undefined {
  const account = accounts.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());
  const matches = passwordMatches(password, account?.password ?? UNKNOWN);
  return account && matches ? account : undefined;
}
