/** @jest-environment node */
// The areas' platform on both databases it supports: the embedded PGlite and a real PostgreSQL server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { AreaBackend, Platform } from '@springfield/shared/contract';
import { openDatabase } from './database';
import { createPlatform, deadJobs, exportRecords, OUTBOX, purge, retryDeadJobs } from './platform';
import { PermanentDeliveryError } from '@springfield/shared/contract';
import { outboxCommand } from '../submissions';
import { databases } from '@springfield/tooling/platform/testing';

type Database = Awaited<ReturnType<typeof openDatabase>>;

const MIGRATIONS = [
  {
    version: 1,
    name: 'notes',
    sql: `CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL,
          received_at timestamptz NOT NULL DEFAULT now())`,
  },
];
const KEPT = [{ kind: 'note', table: 'notes', received: 'received_at', keepDays: 30, purpose: 'tests' }];

const silent = () => {};

function notesBackend(extra: Partial<AreaBackend> = {}) {
  let given: Platform | undefined;
  const create = (platform: Platform): AreaBackend => {
    given = platform;
    return { migrations: MIGRATIONS, kept: KEPT, ...extra };
  };
  return { create, platform: () => given! };
}

const addNote = (platform: Platform, key: string | undefined, text: string) =>
  platform.submitOnce({ form: 'notes:add', key, fields: { text } }, async (tx) => {
    const { rows } = await tx.query<{ id: number }>('INSERT INTO notes (text) VALUES ($1) RETURNING id', [
      text,
    ]);
    return `/notes/${rows[0].id}`;
  });

const countNotes = async (platform: Platform) =>
  (await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')).rows[0].n;

describe.each(databases())('the platform on $name', (choice) => {
  let server: { url: string | undefined; stop(): Promise<void> };
  let database: Database;
  let folder: string;
  const open = () => openDatabase(server.url ? { url: server.url } : { dir: path.join(folder, 'data') });

  beforeAll(async () => {
    server = await choice.start();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
    database = await open();
  });
  afterAll(async () => {
    await database.close();
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('answers a readiness ping while the database answers, and rejects once it is closed', async () => {
    const other = await openDatabase(server.url ? { url: server.url } : { dir: path.join(folder, 'ping') });
    const platform = createPlatform({ database: other, siteOrigin: 'http://x', log: silent });
    await expect(platform.ping()).resolves.toBeDefined();
    await other.close();
    await expect(platform.ping()).rejects.toThrow();
  });

  it('migrates an area into its own schema, once, however often and from however many instances at once', async () => {
    const first = createPlatform({ database, siteOrigin: 'http://x', log: silent });
    const backend = notesBackend();
    await first.attach('notes', backend.create);
    // Again, and (on a server) from a second connection pool at the same moment: nothing applied twice.
    const second = server.url ? await openDatabase({ url: server.url }) : database;
    await Promise.all([
      first.attach('notes', backend.create),
      createPlatform({ database: second, siteOrigin: 'http://x', log: silent }).attach(
        'notes',
        backend.create,
      ),
    ]);
    if (second !== database) await second.close();
    const { rows } = await database.transaction(
      (tx) => tx.query('SELECT source, version FROM _migrations ORDER BY source, version'),
      { schema: 'area_notes' },
    );
    expect(rows).toEqual([
      { source: 'area', version: 1 },
      { source: 'platform', version: 1 },
      { source: 'platform', version: 2 },
    ]);
    // The area's queries see its schema only.
    await expect(
      database.transaction((tx) => tx.query('SELECT count(*) FROM notes'), { schema: 'area_other' }),
    ).rejects.toThrow(/notes/);
  });

  it('runs a backend’s periodic work when due, one run at a time, its failures logged and run again', async () => {
    const lines: [string, Record<string, unknown> | undefined][] = [];
    const platform = createPlatform({
      database,
      siteOrigin: 'http://x',
      log: (event, fields) => lines.push([event, fields]),
    });
    let runs = 0;
    let release: () => void = () => {};
    let failNext = false;
    await platform.attach('ticks', () => ({
      migrations: [],
      kept: [],
      every: [
        {
          name: 'tick',
          minutes: 5,
          run: async () => {
            runs += 1;
            if (failNext) {
              failNext = false;
              throw new Error('the city is down');
            }
            await new Promise<void>((resolve) => (release = resolve));
            return { ran: runs };
          },
        },
      ],
    }));
    const start = 1_000_000_000;
    const first = platform.runPeriodic(start);
    // Due again by the clock, but the first run is still under way: not two at once.
    const meanwhile = platform.runPeriodic(start + 10 * 60_000);
    await meanwhile;
    expect(runs).toBe(1);
    release();
    await first;
    expect(lines).toContainEqual(['periodic.done', { area: 'ticks', name: 'tick', result: { ran: 1 } }]);
    // Not before its 5 minutes; then again, and a failure is logged, never thrown.
    await platform.runPeriodic(start + 4 * 60_000);
    expect(runs).toBe(1);
    failNext = true;
    await platform.runPeriodic(start + 5 * 60_000);
    expect(runs).toBe(2);
    expect(lines).toContainEqual([
      'periodic.failed',
      { area: 'ticks', name: 'tick', error: 'the city is down' },
    ]);
    await platform.stop();
  });

  it('takes a submission once per key and fields, and answers a repeat with the first answer', async () => {
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent });
    const backend = notesBackend();
    await platform.attach('once', backend.create);
    const area = backend.platform();
    const first = await addNote(area, 'key-1', 'Pothole on Oak Street');
    // The same key and fields at once and again later: one note, the same answer.
    const repeats = await Promise.all([1, 2, 3].map(() => addNote(area, 'key-1', 'Pothole on Oak Street')));
    expect(repeats).toEqual([first, first, first]);
    // The same key with other fields (a page a cache gave to two residents): another submission.
    const other = await addNote(area, 'key-1', 'Broken light on Elm Street');
    expect(other).not.toBe(first);
    // Without a key (a client that sends none): every arrival counts.
    await addNote(area, undefined, 'no key');
    await addNote(area, undefined, 'no key');
    expect(await countNotes(area)).toBe(4);
  });

  it("refuses text with a NUL character as the sender's mistake (400), in a query, a submission or a job", async () => {
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent });
    const backend = notesBackend();
    await platform.attach('nul', backend.create);
    const area = backend.platform();
    const invalid = { name: 'InvalidInputError', status: 400, code: 'invalid_input' };
    await expect(addNote(area, 'k', 'pot\u0000hole')).rejects.toMatchObject(invalid);
    await expect(area.db.query('INSERT INTO notes (text) VALUES ($1)', ['\u0000'])).rejects.toMatchObject(
      invalid,
    );
    await expect(
      area.db.transaction((tx) => area.enqueue(tx, 'mail', { to: 'a@example.com', text: 'x\u0000' })),
    ).rejects.toMatchObject(invalid);
    // What the database itself refuses (jsonb's escape of U+0000) is the same 400, not a server error.
    await expect(
      area.db.query('SELECT $1::jsonb', [JSON.stringify({ text: '\u0000' })]),
    ).rejects.toMatchObject(invalid);
    expect(await countNotes(area)).toBe(0);
    expect(await addNote(area, 'k', 'pothole \u0001')).toMatch(/^\/notes\/\d+$/);
  });

  it('stores nothing of a submission whose work fails, so a retry is taken', async () => {
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent });
    const backend = notesBackend();
    await platform.attach('rollback', backend.create);
    const area = backend.platform();
    await expect(
      area.submitOnce({ form: 'f', key: 'k', fields: {} }, async (tx) => {
        await tx.query("INSERT INTO notes (text) VALUES ('half')");
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await countNotes(area)).toBe(0);
    expect(await addNote(area, 'k', 'x')).toMatch(/^\/notes\/\d+$/);
  });

  it('sends a queued job only once its transaction commits, retries a failed one later, and records its result', async () => {
    const sent: unknown[] = [];
    let failing = true;
    const backend = notesBackend({
      deliver: {
        forward: async (job) => {
          if (failing) throw new Error('the city system is down');
          sent.push(job.payload);
          return { externalId: 'C-1' };
        },
      },
    });
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent, retryBaseMs: 1 });
    await platform.attach('outbox', backend.create);
    const area = backend.platform();
    // A rolled-back transaction queues nothing.
    await expect(
      area.db.transaction(async (tx) => {
        await area.enqueue(tx, 'forward', { n: 0 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    await area.db.transaction((tx) => area.enqueue(tx, 'forward', { n: 1 }));
    expect(await platform.runOutbox()).toBe(1);
    expect(sent).toEqual([]);
    // Due again after its back-off (1 ms here, doubling): retried until it goes, then never again.
    failing = false;
    let tries = 0;
    while (sent.length === 0 && tries++ < 100) await platform.runOutbox();
    expect(sent).toEqual([{ n: 1 }]);
    expect(await platform.runOutbox()).toBe(0);
    const { rows } = await area.db.query<{ attempts: number; result: unknown; last_error: string | null }>(
      'SELECT attempts, result, last_error FROM _outbox',
    );
    expect(rows).toEqual([{ attempts: 2, result: { externalId: 'C-1' }, last_error: null }]);
  });

  /** The jobs of an area's outbox as the tests read them. */
  const jobsOf = (area: Platform) =>
    area.db
      .query<{
        id: number;
        attempts: number;
        dead: boolean;
        sent: boolean;
        leased: boolean;
        last_error: string | null;
      }>(
        `SELECT id::int, attempts, dead_at IS NOT NULL AS dead, sent_at IS NOT NULL AS sent,
           lease_until > now() AS leased, last_error FROM _outbox ORDER BY id`,
      )
      .then((result) => result.rows);

  it('dead-letters a job after its last attempt, or at once when refused for good, and an operator retries it (issue 43, finding 9)', async () => {
    let refusal: Error = new Error('the city system is down');
    const logged: { event: string; fields?: Record<string, unknown> }[] = [];
    const backend = notesBackend({
      deliver: {
        forward: async () => {
          throw refusal;
        },
      },
    });
    const platform = createPlatform({
      database,
      siteOrigin: 'http://x',
      log: (event, fields) => logged.push({ event, fields }),
      // Due again at once: the attempts, not the back-off, are what is tested.
      retryBaseMs: 0,
      sendMail: async () => {
        throw Object.assign(new Error('550 5.1.1 no such mailbox'), { responseCode: 550 });
      },
    });
    await platform.attach('dead_letters', backend.create);
    const area = backend.platform();
    await area.db.transaction((tx) => area.enqueue(tx, 'forward', { n: 1 }));
    for (let i = 0; i < OUTBOX.maxAttempts + 3; i++) await platform.runOutbox();
    expect(await jobsOf(area)).toEqual([
      expect.objectContaining({ attempts: OUTBOX.maxAttempts, dead: true, sent: false, leased: null }),
    ]);
    expect(logged.filter((line) => line.event === 'outbox.dead')).toEqual([
      {
        event: 'outbox.dead',
        fields: expect.objectContaining({ area: 'dead_letters', kind: 'forward', permanent: false }),
      },
    ]);
    // Refused for good (the contract's error, an SMTP 5xx): dead after one attempt.
    refusal = new PermanentDeliveryError("the city's Open311 endpoint answered 400");
    await area.db.transaction((tx) => area.enqueue(tx, 'forward', { n: 2 }));
    await area.db.transaction((tx) => area.mail(tx, { to: 'a@example.com', subject: 's', text: 't' }));
    await platform.runOutbox();
    expect((await jobsOf(area)).map(({ attempts, dead }) => ({ attempts, dead }))).toEqual([
      { attempts: OUTBOX.maxAttempts, dead: true },
      { attempts: 1, dead: true },
      { attempts: 1, dead: true },
    ]);
    expect(await platform.runOutbox()).toBe(0);
    expect(await deadJobs(database, { area: 'dead_letters' })).toEqual([
      {
        area: 'dead_letters',
        kind: 'forward',
        count: 2,
        lastError: "the city's Open311 endpoint answered 400",
      },
      { area: 'dead_letters', kind: 'mail', count: 1, lastError: '550 5.1.1 no such mailbox' },
    ]);
    // What an operator sees (npm run submissions -- outbox), and, once they fixed what refused them, the
    // forwards go again (outbox retry --kind forward); the mail stays dead.
    const printed: string[] = [];
    await outboxCommand(database, [], { area: 'dead_letters' }, (line) => printed.push(line));
    expect(printed).toEqual([
      "dead_letters\tforward\t2 dead\tlast: the city's Open311 endpoint answered 400",
      'dead_letters\tmail\t1 dead\tlast: 550 5.1.1 no such mailbox',
    ]);
    refusal = new Error('still down');
    await outboxCommand(database, ['retry'], { area: 'dead_letters', kind: 'forward' }, (line) =>
      printed.push(line),
    );
    expect(printed.at(-1)).toBe('dead_letters\t2 back in the outbox');
    expect(await retryDeadJobs(database, { area: 'dead_letters', kind: 'forward' })).toEqual({
      dead_letters: 0,
    });
    expect(await platform.runOutbox()).toBe(2);
    expect((await jobsOf(area)).map(({ attempts, dead }) => ({ attempts, dead }))).toEqual([
      { attempts: 1, dead: false },
      { attempts: 1, dead: false },
      { attempts: 1, dead: true },
    ]);
  });

  it('gives each send its own deadline, keeps its lease past it, and lets no hung send hold up another area (finding 9)', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
    try {
      let hungStarted!: () => void;
      const hung = new Promise<void>((resolve) => (hungStarted = resolve));
      let otherSent!: () => void;
      const other = new Promise<void>((resolve) => (otherSent = resolve));
      const hanging = notesBackend({
        deliver: {
          forward: () => {
            hungStarted();
            return new Promise(() => {});
          },
        },
      });
      const fine = notesBackend({ deliver: { forward: async () => ({ ok: true }) } });
      const platform = createPlatform({
        database,
        siteOrigin: 'http://x',
        // Recorded as sent.
        log: (event, fields) => event === 'outbox.sent' && fields?.area === 'flows' && otherSent(),
      });
      // The hanging area first: its sends used to be awaited before the next area's were taken.
      await platform.attach('hangs', hanging.create);
      await platform.attach('flows', fine.create);
      await hanging.platform().db.transaction((tx) => hanging.platform().enqueue(tx, 'forward', {}));
      await fine.platform().db.transaction((tx) => fine.platform().enqueue(tx, 'forward', {}));
      const run = platform.runOutbox();
      await hung;
      // The other area's job goes while the first one hangs.
      await other;
      expect(await jobsOf(fine.platform())).toEqual([expect.objectContaining({ sent: true })]);
      expect(await jobsOf(hanging.platform())).toEqual([
        expect.objectContaining({ sent: false, leased: true, last_error: null }),
      ]);
      // Its deadline passes: the attempt fails, and the job stays leased past it, for no instance to send it
      // while its connection may still deliver it (the lease is longer than the deadline).
      expect(OUTBOX.leaseS * 1000).toBeGreaterThan(OUTBOX.sendDeadlineMs);
      jest.advanceTimersByTime(OUTBOX.sendDeadlineMs);
      expect(await run).toBe(2);
      expect(await jobsOf(hanging.platform())).toEqual([
        expect.objectContaining({
          sent: false,
          dead: false,
          leased: true,
          last_error: 'the forward job did not finish within 60 s',
        }),
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('deletes dead and unsent jobs past their retention, with the e-mail files written without SMTP (finding 7)', async () => {
    const mailDir = path.join(folder, 'retained-mail');
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent, mailDir });
    const backend = notesBackend();
    await platform.attach('kept_jobs', backend.create);
    const area = backend.platform();
    await area.db.query(
      `INSERT INTO _outbox (kind, payload, created_at, dead_at) VALUES
         ('mail', '{}', now() - interval '45 days', now() - interval '31 days'),
         ('mail', '{}', now() - interval '45 days', now() - interval '29 days'),
         ('gone', '{}', now() - interval '31 days', NULL),
         ('gone', '{}', now() - interval '29 days', NULL)`,
    );
    await area.db.transaction((tx) =>
      area.mail(tx, { to: 'retained-mail@example.com', subject: 's', text: 't' }),
    );
    await platform.runOutbox();
    const [written] = fs.readdirSync(mailDir);
    fs.writeFileSync(path.join(mailDir, 'kept_jobs-99.eml'), 'an old message');
    fs.writeFileSync(path.join(mailDir, 'notes.txt'), 'not an e-mail of the platform');
    const old = new Date(Date.now() - 31 * 86_400_000);
    fs.utimesSync(path.join(mailDir, 'kept_jobs-99.eml'), old, old);
    fs.utimesSync(path.join(mailDir, 'notes.txt'), old, old);
    const deleted = await purge(database, { area: 'kept_jobs', mailDir });
    expect(deleted).toEqual({
      kept_jobs: { note: 0, submissionKeys: 0, sentJobs: 0, deadJobs: 1, unsentJobs: 1 },
      mailFiles: { eml: 1 },
    });
    expect(fs.readdirSync(mailDir).sort()).toEqual([written, 'notes.txt'].sort());
    expect((await jobsOf(area)).length).toBe(3);
  });

  it('e-mails through SMTP when SMTP_URL is set, and as .eml files without', async () => {
    const received: { to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    try {
      const viaSmtp = createPlatform({
        database,
        siteOrigin: 'http://x',
        log: silent,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        everyAddressConfirmed: true,
      });
      const smtpBackend = notesBackend();
      await viaSmtp.attach('mail_smtp', smtpBackend.create);
      await smtpBackend.platform().db.transaction((tx) =>
        smtpBackend.platform().mail(tx, {
          to: 'resident@example.com',
          subject: 'Your request 1001',
          text: 'We received your request 1001.',
        }),
      );
      await viaSmtp.runOutbox();
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual(['resident@example.com']);
      expect(received[0].data).toMatch(/Subject: Your request 1001/);
      expect(received[0].data).toMatch(/From: City of Springfield <noreply@springfield.gov>/);
    } finally {
      await new Promise<void>((resolve) => smtp.close(resolve));
    }

    const mailDir = path.join(folder, 'mail');
    const toFiles = createPlatform({
      database,
      siteOrigin: 'http://x',
      log: silent,
      mailDir,
      everyAddressConfirmed: true,
    });
    const fileBackend = notesBackend();
    await toFiles.attach('mail_files', fileBackend.create);
    await fileBackend
      .platform()
      .db.transaction((tx) =>
        fileBackend
          .platform()
          .mail(tx, { to: 'a@example.com', subject: 'Registered', text: 'See you there.' }),
      );
    await toFiles.runOutbox();
    const [file] = fs.readdirSync(mailDir);
    expect(file).toBe('mail_files-1.eml');
    expect(fs.readFileSync(path.join(mailDir, file), 'utf8')).toMatch(
      /To: a@example.com[\s\S]*See you there\./,
    );
  });

  it('holds a mail to an unconfirmed address, sends the site’s confirmation instead, and releases it once confirmed', async () => {
    const sent: { area: string; payload: Record<string, unknown> }[] = [];
    const platform = createPlatform({
      database,
      siteOrigin: 'https://www.springfield.gov',
      log: silent,
      mailPerDay: 3,
      sendMail: async (area, job) => {
        sent.push({ area, payload: job.payload as Record<string, unknown> });
        return {};
      },
    });
    const notes = notesBackend();
    const other = notesBackend();
    await platform.attach('hold_a', notes.create);
    await platform.attach('hold_b', other.create);
    const phishing = 'Water shut-off today. Pay now: https://evil.example/pay';
    // Two areas write to an address that never confirmed: nothing they typed goes, one confirmation does.
    await notes
      .platform()
      .db.transaction((tx) =>
        notes
          .platform()
          .mail(tx, { to: 'Victim@Example.org', subject: phishing, text: phishing, locale: 'es' }),
      );
    await other
      .platform()
      .db.transaction((tx) =>
        other.platform().mail(tx, { to: 'victim@example.org ', subject: 'Your receipt', text: 'Receipt 1' }),
      );
    // A rolled-back submission holds nothing.
    await expect(
      other.platform().db.transaction(async (tx) => {
        await other.platform().mail(tx, { to: 'victim@example.org', subject: 'x', text: 'rolled back' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    await platform.runOutbox();
    expect(sent).toHaveLength(1);
    const [confirmation] = sent;
    expect(confirmation.payload.to).toBe('Victim@Example.org');
    expect(confirmation.payload.subject).toMatch(/Confirme su dirección/);
    expect(JSON.stringify(confirmation.payload)).not.toMatch(/evil|shut-off|Receipt/);
    const link = /https:\/\/www\.springfield\.gov\/es\/mail\/confirm\?token=(\S+)/.exec(
      String(confirmation.payload.text),
    );
    expect(link).not.toBeNull();
    // The database keeps a digest of the address, never the address.
    const { rows } = await database.transaction((tx) =>
      tx.query('SELECT * FROM site_platform.mail_addresses'),
    );
    expect(JSON.stringify(rows)).not.toMatch(/example\.org/i);

    // A tampered token confirms nothing; the right one releases both held mails into their areas' outboxes.
    expect(await platform.confirm(`${link![1]}x`)).toEqual({ status: 'invalid' });
    expect(await platform.confirm(link![1])).toEqual({ released: 2 });
    await platform.runOutbox();
    expect(sent.slice(1).map((mail) => [mail.area, mail.payload.text])).toEqual(
      expect.arrayContaining([
        ['hold_a', phishing],
        ['hold_b', 'Receipt 1'],
      ]),
    );
    // Confirmed: the next mail goes at once; confirming again releases nothing.
    await other
      .platform()
      .db.transaction((tx) =>
        other.platform().mail(tx, { to: 'victim@example.org', subject: 'Again', text: 'Receipt 2' }),
      );
    await platform.runOutbox();
    expect(sent.at(-1)?.payload.text).toBe('Receipt 2');
    expect(await platform.confirm(link![1])).toEqual({ released: 0 });
  });

  it('counts every mail against its address’s daily limit inside `mail`: the fourth of a day is dropped', async () => {
    const sent: unknown[] = [];
    const logged: [string, Record<string, unknown> | undefined][] = [];
    const platform = createPlatform({
      database,
      siteOrigin: 'http://x',
      log: (event, fields) => void logged.push([event, fields]),
      mailPerDay: 3,
      sendMail: async (_area, job) => void sent.push(job.payload),
    });
    const backend = notesBackend();
    await platform.attach('capped', backend.create);
    const area = backend.platform();
    const mail = (to: string) =>
      area.db.transaction((tx) => area.mail(tx, { to, subject: 'Hello', text: 'Hello' }));
    for (let i = 0; i < 5; i += 1) await mail('bombed@example.com');
    await mail('someone.else@example.com');
    // The first asked for a confirmation, the next two were held; the fourth and fifth counted nothing.
    const { rows } = await database.transaction((tx) =>
      tx.query<{ n: number }>('SELECT count(*)::int AS n FROM site_platform.held_mail WHERE area = $1', [
        'capped',
      ]),
    );
    expect(rows[0].n).toBe(4);
    await platform.runOutbox();
    expect(sent.map((m) => (m as { to: string }).to)).toEqual([
      'bombed@example.com',
      'someone.else@example.com',
    ]);
    // Each dropped mail is logged, with nothing that names the address.
    expect(logged.filter(([event]) => event === 'mail.limited')).toEqual([
      ['mail.limited', { area: 'capped' }],
      ['mail.limited', { area: 'capped' }],
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/example\.com/);
  });

  it('deletes held mail unconfirmed after its days, with its address', async () => {
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent });
    const backend = notesBackend();
    await platform.attach('held_purge', backend.create);
    const area = backend.platform();
    await area.db.transaction((tx) =>
      area.mail(tx, { to: 'never.confirms@example.com', subject: 'S', text: 'T' }),
    );
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const deleted = await purge(database, { now: later });
    expect(deleted.site.heldMail).toBeGreaterThanOrEqual(1);
    const { rows } = await database.transaction((tx) =>
      tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM site_platform.held_mail WHERE area = 'held_purge'`,
      ),
    );
    expect(rows[0].n).toBe(0);
  });

  it('writes a message’s List-Unsubscribe headers into the .eml, and no other header an area names', async () => {
    const mailDir = path.join(folder, 'mail-headers');
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent, mailDir });
    const backend = notesBackend();
    await platform.attach('mail_headers', backend.create);
    const area = backend.platform();
    await area.db.transaction((tx) =>
      area.mail(tx, {
        to: 'reader@example.com',
        subject: 'City news',
        text: 'News',
        headers: {
          'List-Unsubscribe': '<https://www.springfield.gov/news/newsletter/unsubscribe?token=abc.def>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          Bcc: 'someone@evil.example',
        } as Record<string, string>,
      }),
    );
    await platform.runOutbox();
    const [file] = fs.readdirSync(mailDir);
    // Header lines unfolded (RFC 5322: a long field continues on lines that start with a space).
    const eml = fs
      .readFileSync(path.join(mailDir, file), 'utf8')
      .replace(/\r\n/g, '\n')
      .replace(/\n[ \t]+/g, ' ');
    // The confirmation (the address is new) carries the newsletter's one-click unsubscribe too.
    expect(eml).toMatch(/Subject: Confirm your e-mail address/);
    expect(eml).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.springfield\.gov\/news\/newsletter\/unsubscribe\?token=abc\.def>$/m,
    );
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).not.toMatch(/evil/);
  });

  it('deletes what is older than its retention, and exports what staff ask for', async () => {
    const platform = createPlatform({ database, siteOrigin: 'http://x', log: silent });
    const backend = notesBackend();
    await platform.attach('retention', backend.create);
    const area = backend.platform();
    await area.db.query(
      "INSERT INTO notes (text, received_at) VALUES ('old', now() - interval '40 days'), ('new', now())",
    );
    const exported = await exportRecords(database, {
      area: 'retention',
      since: new Date(Date.now() - 60 * 86_400_000),
    });
    expect((exported as Record<string, { text: string }[]>).note.map((row) => row.text)).toEqual([
      'old',
      'new',
    ]);
    const deleted = await purge(database, { area: 'retention' });
    expect(deleted).toEqual({
      retention: { note: 1, submissionKeys: 0, sentJobs: 0, deadJobs: 0, unsentJobs: 0 },
    });
    // The whole site's purge deletes the platform's own rows too.
    expect((await purge(database)).site).toEqual({
      heldMail: expect.any(Number),
      mailAddresses: expect.any(Number),
    });
    const left = await exportRecords(database, { area: 'retention', since: new Date(0) });
    expect((left as Record<string, { text: string }[]>).note.map((row) => row.text)).toEqual(['new']);
  });
});

describe('the embedded database', () => {
  it('serves one process: a second opening of its folder is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-lock-'));
    const first = await openDatabase({ dir });
    try {
      await expect(openDatabase({ dir })).rejects.toThrow(/one process/);
    } finally {
      await first.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes over a lock whose process is gone, even when its PID is now this process's (PID 1 after kill -9)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-lock-'));
    const lock = path.join(dir, '.springfield-lock');
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const parent = process.ppid;
    const parentStat = fs.readFileSync(`/proc/${parent}/stat`, 'utf8');
    const parentStarted = parentStat.slice(parentStat.lastIndexOf(')') + 2).split(' ')[19];
    try {
      // Written by the killed process that had this PID: a plain PID (older lock files), a process that
      // started at another time, a process of the boot before.
      for (const stale of [
        String(process.pid),
        JSON.stringify({ pid: process.pid, boot, started: String(Number(started) - 1) }),
        JSON.stringify({ pid: parent, boot: 'another-boot', started: parentStarted }),
        JSON.stringify({ pid: parent, boot, started: String(Number(parentStarted) + 1) }),
      ]) {
        fs.writeFileSync(lock, stale);
        const database = await openDatabase({ dir });
        expect(JSON.parse(fs.readFileSync(lock, 'utf8'))).toEqual({ pid: process.pid, boot, started });
        await database.close();
      }
      // Held by a process that runs, the one that wrote it: refused.
      fs.writeFileSync(lock, JSON.stringify({ pid: parent, boot, started: parentStarted }));
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      try {
        const opening = openDatabase({ dir });
        const refused = expect(opening).rejects.toThrow(`used by process ${parent}`);
        await jest.advanceTimersByTimeAsync(16_000);
        await refused;
      } finally {
        jest.useRealTimers();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
