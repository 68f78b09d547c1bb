// Confirmed addresses (issue 43): the site sends nothing a sender typed to an address that has not proven it
// is the resident's. The platform's own schema (site_platform, beside the areas' schemas) holds:
// - secrets: the signing secret of the links when SITE_SECRET is not set (made once, shared by every instance);
// - mail_addresses: one row per address mailed (a digest of it, never the address), whether and when it was
//   confirmed, when a confirmation was last asked for, and its count of mails in the current day (the
//   per-recipient limit, counted in the transaction that queues the mail, so a rolled-back one counts nothing);
// - held_mail: messages to an address not yet confirmed, released into their area's outbox when it confirms,
//   deleted unsent after HELD_DAYS.
import crypto from 'node:crypto';
import type { LinkReading, MailMessage } from '@springfield/shared/contract';
import { identifier, type Database, type Tx } from './database';
import { linkUrl, type Signer } from './links';

export const SITE_SCHEMA = 'site_platform';

/** The confirmation link's purpose, path and life. */
export const CONFIRM_PURPOSE = 'confirm-address';
export const CONFIRM_PATH = '/mail/confirm';
export const CONFIRM_DAYS = 7;
/** Held messages are deleted unsent after this many days (a confirmation link lives as long). */
export const HELD_DAYS = CONFIRM_DAYS;
/** One confirmation mail per address per this many hours, however many messages wait for it. */
const ASK_AGAIN_HOURS = 24;
/** A confirmed address's row is deleted after this many days without mail (it confirms again then). */
export const CONFIRMED_DAYS = 365;
/** An unconfirmed address's row (its count of the day, when it was asked) after this many. */
const UNCONFIRMED_DAYS = HELD_DAYS;

const SITE_MIGRATIONS = [
  {
    version: 1,
    name: 'secrets, mail addresses, held mail',
    sql: `
      CREATE TABLE secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE mail_addresses (
        address text PRIMARY KEY,
        confirmed_at timestamptz,
        asked_at timestamptz,
        day_started_at timestamptz NOT NULL DEFAULT now(),
        mails_today integer NOT NULL DEFAULT 0,
        last_mail_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE held_mail (
        id bigserial PRIMARY KEY,
        area text NOT NULL,
        address text NOT NULL,
        message jsonb NOT NULL,
        held_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX held_mail_address ON held_mail (address);
      CREATE INDEX held_mail_held_at ON held_mail (held_at);
    `,
  },
];

/** The key of an address: a digest of it trimmed and in lower case (the same as the limits' recipient key). */
export const addressKey = (address: string): string =>
  crypto.createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');

/**
 * Creates or brings up to date the platform's schema (under a lock: several instances start at once), and
 * answers the links' secret: SITE_SECRET when given, else the one stored there (made on the first start).
 */
export async function prepareSite(database: Database, configured?: string): Promise<Buffer> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['springfield:site-platform']);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${identifier(SITE_SCHEMA)}`);
    await tx.exec(`SET LOCAL search_path TO ${identifier(SITE_SCHEMA)}`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS _migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM _migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    for (const migration of SITE_MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO _migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    if (configured) return Buffer.from(configured, 'utf8');
    await tx.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      'links',
      crypto.randomBytes(32).toString('base64url'),
    ]);
    const secret = await tx.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', ['links']);
    return Buffer.from(secret.rows[0].value, 'base64url');
  });
}

/** The confirmation mail's fixed words, in each language of the site (nothing a sender typed). */
const CONFIRMATION_WORDS: Record<string, { subject: string; text: (link: string, site: string) => string }> =
  {
    en: {
      subject: 'Confirm your e-mail address for the City of Springfield',
      text: (link, site) =>
        [
          `Someone gave this e-mail address on the City of Springfield website (${site}) and asked for a message to be sent to it.`,
          '',
          'If it was you, open this link and press Confirm. The message will then be sent to you:',
          link,
          '',
          'If it was not you, ignore this e-mail: nothing more will be sent, and what was waiting is deleted within 7 days.',
          '',
          'City of Springfield',
        ].join('\n'),
    },
    es: {
      subject: 'Confirme su dirección de correo electrónico para la Ciudad de Springfield',
      text: (link, site) =>
        [
          `Alguien indicó esta dirección de correo electrónico en el sitio web de la Ciudad de Springfield (${site}) y pidió que se le enviara un mensaje.`,
          '',
          'Si fue usted, abra este enlace y pulse Confirmar. Entonces se le enviará el mensaje:',
          link,
          '',
          'Si no fue usted, ignore este correo: no se enviará nada más, y lo que estaba en espera se eliminará en un plazo de 7 días.',
          '',
          'Ciudad de Springfield',
        ].join('\n'),
    },
    'zh-Hant': {
      subject: '請確認您在 Springfield 市網站使用的電子郵件地址',
      text: (link, site) =>
        [
          `有人在 Springfield 市網站（${site}）上填寫了這個電子郵件地址，並要求寄送訊息到這個地址。`,
          '',
          '如果是您本人，請開啟以下連結並按「確認」，訊息隨後就會寄給您：',
          link,
          '',
          '如果不是您，請忽略這封郵件：我們不會再寄送任何郵件，等待中的訊息將在 7 天內刪除。',
          '',
          'Springfield 市政府',
        ].join('\n'),
    },
  };

/** The confirmation mail to `to`, in `locale` (English for any other), with its link. */
export function confirmationMail(to: string, locale: string | undefined, link: string): MailMessage {
  const words = CONFIRMATION_WORDS[locale ?? 'en'] ?? CONFIRMATION_WORDS.en;
  return {
    to,
    subject: words.subject,
    text: words.text(link, new URL(link).host),
    ...(locale ? { locale } : {}),
  };
}

/** What `guardMail` decided for one message. */
export type MailVerdict = 'send' | 'held' | 'held-and-ask' | 'limited';

/**
 * Counts a message against its address's limit and says what to do with it, in the transaction that queues
 * it: 'limited' (over `perDay`: dropped), 'send' (confirmed), 'held' (kept until the address confirms) and,
 * once a day at most, 'held-and-ask' (held, and a confirmation mail to send now). `perDay` null: no limit.
 */
export async function guardMail(
  tx: Pick<Tx, 'query'>,
  area: string,
  message: MailMessage,
  perDay: number | null,
  everyAddressConfirmed = false,
): Promise<MailVerdict> {
  const address = addressKey(message.to);
  // One row per address, locked by this upsert until the transaction ends: two messages to one address at
  // once (any area, any instance) are counted one after the other.
  const { rows } = await tx.query<{ mails_today: number; confirmed: boolean; ask: boolean }>(
    `INSERT INTO ${SITE_SCHEMA}.mail_addresses AS a (address, mails_today) VALUES ($1, 1)
     ON CONFLICT (address) DO UPDATE SET
       mails_today = CASE WHEN a.day_started_at > now() - interval '1 day' THEN a.mails_today + 1 ELSE 1 END,
       day_started_at = CASE WHEN a.day_started_at > now() - interval '1 day' THEN a.day_started_at ELSE now() END,
       last_mail_at = now()
     RETURNING mails_today, confirmed_at IS NOT NULL AS confirmed,
       (asked_at IS NULL OR asked_at < now() - make_interval(hours => $2::int)) AS ask`,
    [address, ASK_AGAIN_HOURS],
  );
  const [row] = rows;
  if (perDay !== null && Number(row.mails_today) > perDay) return 'limited';
  if ((row.confirmed || everyAddressConfirmed) && !message.askFirst) return 'send';
  await tx.query(`INSERT INTO ${SITE_SCHEMA}.held_mail (area, address, message) VALUES ($1, $2, $3)`, [
    area,
    address,
    JSON.stringify(message),
  ]);
  if (!row.ask) return 'held';
  await tx.query(`UPDATE ${SITE_SCHEMA}.mail_addresses SET asked_at = now() WHERE address = $1`, [address]);
  return 'held-and-ask';
}

/** The signed link that confirms `to`. */
export function confirmLink(signer: Signer, origin: string, to: string, locale?: string): string {
  return linkUrl(
    origin,
    CONFIRM_PATH,
    locale,
    signer.sign(CONFIRM_PURPOSE, { a: addressKey(to) }, CONFIRM_DAYS),
  );
}

/** What a confirmation link's token says: its address (a digest) or why it cannot be used. */
export function readConfirmation(
  signer: Signer,
  token: string | null | undefined,
): LinkReading<{ a: string }> {
  const reading = signer.read<{ a: string }>(CONFIRM_PURPOSE, token);
  if (reading.status === 'valid' && typeof reading.data.a !== 'string') return { status: 'invalid' };
  return reading;
}

/**
 * Marks the address of a valid confirmation as confirmed and moves every message held for it into its area's
 * outbox, in one transaction. Answers the areas that got messages (their outbox is to be run) and how many.
 */
export async function confirmAddress(
  database: Database,
  address: string,
  schemaOf: (area: string) => string,
): Promise<{ released: number; areas: string[] }> {
  return database.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ${SITE_SCHEMA}.mail_addresses AS a (address, confirmed_at) VALUES ($1, now())
       ON CONFLICT (address) DO UPDATE SET confirmed_at = coalesce(a.confirmed_at, now()), last_mail_at = now()`,
      [address],
    );
    const { rows } = await tx.query<{ area: string; message: unknown }>(
      `DELETE FROM ${SITE_SCHEMA}.held_mail WHERE address = $1 RETURNING area, message`,
      [address],
    );
    const areas = new Set<string>();
    for (const row of rows) {
      const { whenConfirmed, ...message } = row.message as MailMessage;
      const outbox = `${identifier(schemaOf(row.area))}._outbox`;
      await tx.query(`INSERT INTO ${outbox} (kind, payload) VALUES ('mail', $1)`, [JSON.stringify(message)]);
      if (whenConfirmed) {
        await tx.query(`INSERT INTO ${outbox} (kind, payload) VALUES ($1, $2)`, [
          whenConfirmed.kind,
          JSON.stringify(whenConfirmed.payload ?? null),
        ]);
      }
      areas.add(row.area);
    }
    return { released: rows.length, areas: [...areas] };
  });
}

/** Deletes held messages past HELD_DAYS and address rows past their retention: the counts deleted. */
export async function purgeAddresses(database: Database, now = new Date()) {
  return database.transaction(async (tx) => {
    const held = await tx.query(
      `DELETE FROM ${SITE_SCHEMA}.held_mail WHERE held_at < $1::timestamptz - make_interval(days => $2::int)`,
      [now.toISOString(), HELD_DAYS],
    );
    const addresses = await tx.query(
      `DELETE FROM ${SITE_SCHEMA}.mail_addresses
       WHERE last_mail_at < $1::timestamptz - make_interval(days => CASE WHEN confirmed_at IS NULL THEN $2::int ELSE $3::int END)
         AND NOT EXISTS (SELECT 1 FROM ${SITE_SCHEMA}.held_mail h WHERE h.address = mail_addresses.address)`,
      [now.toISOString(), UNCONFIRMED_DAYS, CONFIRMED_DAYS],
    );
    return { heldMail: held.affectedRows, mailAddresses: addresses.affectedRows };
  });
}
