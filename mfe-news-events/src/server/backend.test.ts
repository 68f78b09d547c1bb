/** @jest-environment node */
// The News & Events store on both databases it runs on (issue 25): its tables, what it keeps, registrations
// (exactly once, capacity taken atomically, confirmation e-mails), newsletter sign-ups, and the registered
// counts its pages show (live data and API).
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import type { AreaBackend, MailMessage } from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../types/content';
import { getEvent } from '../features/events/utils/event-queries';
import { cityEvents } from '../features/events/data/events';
import { REGISTRATIONS_API, type RegistrationCounts } from '../features/events/live-registrations';
import { createBackend } from './backend';
import { registerForEvent, registrationStore } from '../features/events/registration';
import { newsletterStore } from '../features/news/newsletter';
import { unsubscribeAction } from '../features/news/newsletter/unsubscribe-action';
import { cancelRegistrationAction } from '../features/events/registration/cancel-action';

const AREA = 'news_events';

const ana: EventRegistration = {
  name: 'Ana Lee',
  email: 'ana@example.com',
  phone: '',
  organization: 'PTA',
  notes: 'Wheelchair access, please',
};

const eventOf = (id: number): CityEvent => getEvent(String(id))!;

describe.each(databases())('the News & Events store on $name', (choice) => {
  let server: { url: string | undefined; stop(): Promise<void> };
  let started: StartedBackend<AreaBackend>;

  const query = async <Row>(sql: string, params: unknown[] = []) =>
    (await started.platform.db.query<Row>(sql, params)).rows;
  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0].n;
  /** The count row of an event set to `registered` (as if that many had registered). */
  const setRegistered = (eventId: number, registered: number) =>
    query(
      `INSERT INTO event_counts (event_id, registered) VALUES ($1, $2)
       ON CONFLICT (event_id) DO UPDATE SET registered = EXCLUDED.registered`,
      [eventId, registered],
    );
  const registeredNow = async (eventId: number) =>
    (
      await query<{ registered: number }>('SELECT registered FROM event_counts WHERE event_id = $1', [
        eventId,
      ])
    )[0]?.registered;
  /** Delivers every queued e-mail; resolves with those delivered now. */
  const deliverAll = async (): Promise<MailMessage[]> => {
    const before = started.mails.length;
    while ((await started.runOutbox()) > 0);
    return started.mails.slice(before);
  };

  beforeAll(async () => {
    server = await choice.start();
    started = await startBackend({ area: AREA, createBackend, url: server.url });
  });
  afterAll(async () => {
    await started?.close();
    await server?.stop();
  });
  // The services the route actions reach are this suite's backend's (another may have been started since).
  beforeEach(() => {
    createBackend(started.platform);
  });

  it('creates its tables in its own schema, once, however often it starts', async () => {
    const tables = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'area_news_events' AND table_name NOT LIKE '\\_%' ORDER BY 1`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'event_capacities',
      'event_counts',
      'event_registrations',
      'newsletter_pending',
      'newsletter_subscriptions',
    ]);
    // Started again on the same database (a second instance, a new build): nothing applied twice.
    const again = await startBackend({ area: AREA, createBackend, url: server.url });
    await again.close();
    const applied = await query<{ source: string; version: number }>(
      "SELECT source, version FROM _migrations WHERE source = 'area' ORDER BY version",
    );
    expect(applied).toEqual([
      { source: 'area', version: 1 },
      { source: 'area', version: 2 },
      { source: 'area', version: 3 },
      { source: 'area', version: 4 },
    ]);
  });

  it('keeps the language of each registration: English for one stored without (from before), one of the site’s', async () => {
    // A row as those from before migration 4 were written (no language): English.
    const [old] = await query<{ locale: string }>(
      `INSERT INTO event_registrations (event_id, name, email) VALUES (5, 'Old Row', 'old@example.com')
       RETURNING locale`,
    );
    expect(old.locale).toBe('en');
    await expect(
      query(
        `INSERT INTO event_registrations (event_id, name, email, locale) VALUES (5, 'X', 'x@example.com', 'fr')`,
      ),
    ).rejects.toThrow(/check constraint/);
    await query("DELETE FROM event_registrations WHERE email = 'old@example.com'");
  });

  it('declares what it keeps, and for how long', async () => {
    expect(
      await query('SELECT kind, table_name, received_column, keep_days FROM _kept ORDER BY kind'),
    ).toEqual([
      {
        kind: 'event-registration',
        table_name: 'event_registrations',
        received_column: 'received_at',
        keep_days: 365,
      },
      {
        kind: 'newsletter-pending',
        table_name: 'newsletter_pending',
        received_column: 'subscribed_at',
        keep_days: 7,
      },
      {
        kind: 'newsletter-subscription',
        table_name: 'newsletter_subscriptions',
        received_column: 'subscribed_at',
        keep_days: 3650,
      },
    ]);
  });

  describe('a registration', () => {
    it('is stored with the time it arrived, takes a place, and sends its confirmation e-mail', async () => {
      const before = new Date(Date.now() - 60_000);
      const answer = await registrationStore.get().register(2, { ...ana, email: ' ana@example.com ' }, 'k-1');
      expect(answer).toBe('/events/2/registered');
      const [row] = await query<Record<string, unknown>>(
        'SELECT * FROM event_registrations WHERE event_id = 2 ORDER BY id DESC LIMIT 1',
      );
      expect(row).toMatchObject({
        event_id: 2,
        name: 'Ana Lee',
        email: 'ana@example.com',
        phone: null,
        organization: 'PTA',
        notes: 'Wheelchair access, please',
      });
      expect(new Date(row.received_at as string).getTime()).toBeGreaterThan(before.getTime());
      // The event's count started from its published 23.
      expect(await registeredNow(2)).toBe(24);

      const [mail, ...more] = await deliverAll();
      expect(more).toEqual([]);
      const reference = `REG-${String(row.id).padStart(6, '0')}`;
      expect(mail.to).toBe('ana@example.com');
      expect(mail.subject).toBe(
        `Registration confirmed: Home Energy Efficiency Workshop, Saturday, January 18, 2025 (${reference})`,
      );
      expect(mail.text).toContain('You are registered for Home Energy Efficiency Workshop.');
      expect(mail.text).toContain('Date: Saturday, January 18, 2025');
      expect(mail.text).toContain('Time: 10:00 AM - 12:00 PM');
      expect(mail.text).toContain(`Registration reference: ${reference}`);
      expect(mail.text).toContain('sustainability@springfield.gov');
      expect(mail.text).toContain('http://localhost:8080/events/2');
      expect(mail.text.trimEnd().endsWith('City of Springfield')).toBe(true);
    });

    it('in Spanish or Chinese: the language kept with it, its confirmation in that language', async () => {
      for (const [locale, email, subject, line] of [
        [
          'es',
          'luz@example.com',
          /^Inscripción confirmada: Taller de eficiencia energética en el hogar, sábado, 18 de enero de 2025 \(REG-\d{6}\)$/,
          'Hora: 10:00 a.m. – 12:00 p.m.',
        ],
        [
          'zh-Hant',
          'mei@example.com',
          /^報名確認：居家節能講座，2025年1月18日星期六（REG-\d{6}）$/,
          '時間：上午10:00至中午12:00',
        ],
      ] as const) {
        expect(await registrationStore.get().register(2, { ...ana, email }, `k-${locale}`, locale)).toBe(
          '/events/2/registered',
        );
        const [row] = await query<{ locale: string }>(
          'SELECT locale FROM event_registrations WHERE email = $1',
          [email],
        );
        expect(row.locale).toBe(locale);
        const [mail] = await deliverAll();
        expect(mail).toMatchObject({ to: email, locale });
        expect(mail.subject).toMatch(subject);
        expect(mail.text.split('\n')).toContain(line);
      }
    });

    it('sent twice with the same key is one registration, one place, one e-mail, the same answer', async () => {
      const registered = await registeredNow(3);
      const stored = await count('event_registrations', 'event_id = 3');
      const twice = await Promise.all([
        registrationStore.get().register(3, ana, 'k-twice'),
        registrationStore.get().register(3, ana, 'k-twice'),
      ]);
      const third = await registrationStore.get().register(3, ana, 'k-twice');
      expect([...twice, third]).toEqual(Array(3).fill('/events/3/registered'));
      expect(await count('event_registrations', 'event_id = 3')).toBe(stored + 1);
      expect(await registeredNow(3)).toBe((registered ?? 67) + 1);
      expect(await deliverAll()).toHaveLength(1);
    });

    it('with the same key but other fields (another resident on a page from a cache) is another', async () => {
      const stored = await count('event_registrations', 'event_id = 4');
      await registrationStore.get().register(4, ana, 'k-shared');
      await registrationStore
        .get()
        .register(4, { ...ana, name: 'Sam Roe', email: 'sam@example.com' }, 'k-shared');
      // Without a key (a client that sends none), each sending is stored.
      await registrationStore.get().register(4, ana, undefined);
      expect(await count('event_registrations', 'event_id = 4')).toBe(stored + 3);
      expect((await deliverAll()).map((mail) => mail.to).sort()).toEqual([
        'ana@example.com',
        'ana@example.com',
        'sam@example.com',
      ]);
    });

    it('for a full event is refused: nothing stored, no e-mail, and the same answer for the same key', async () => {
      const stored = await count('event_registrations', 'event_id = 9');
      const refusal = { problems: [{ field: 'event', rule: 'full' }] };
      // Published full (50 of 50): its count row is seeded with that.
      expect(await registrationStore.get().register(9, ana, 'k-full')).toEqual(refusal);
      expect(await registrationStore.get().register(9, ana, 'k-full')).toEqual(refusal);
      expect(await count('event_registrations', 'event_id = 9')).toBe(stored);
      expect(await registeredNow(9)).toBe(50);
      expect(await deliverAll()).toEqual([]);
    });

    it('100 at once for an event with 7 places left: exactly 7 stored, 93 told it is full', async () => {
      const event = eventOf(7);
      await setRegistered(event.id, event.capacity - 7);
      const stored = await count('event_registrations', 'event_id = $1', [event.id]);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          registrationStore
            .get()
            .register(event.id, { ...ana, name: `Resident ${i}`, email: `r${i}@example.com` }, `k-${i}`),
        ),
      );
      const accepted = answers.filter((answer) => answer === `/events/${event.id}/registered`);
      const refused = answers.filter(
        (answer) => typeof answer !== 'string' && answer.problems[0]?.rule === 'full',
      );
      expect(accepted).toHaveLength(7);
      expect(refused).toHaveLength(93);
      expect(await count('event_registrations', 'event_id = $1', [event.id])).toBe(stored + 7);
      expect(await registeredNow(event.id)).toBe(event.capacity);
      expect(await deliverAll()).toHaveLength(7);
    });

    it('for an event published without a capacity has no limit', async () => {
      const event = { ...eventOf(10), capacity: undefined as unknown as number };
      await setRegistered(event.id, 10_000);
      expect(await registerForEvent(started.platform, event, ana, 'k-no-limit')).toBe(
        '/events/10/registered',
      );
      expect(await registeredNow(event.id)).toBe(10_001);
      await deliverAll();
    });
  });

  describe('a registration’s cancel link', () => {
    /** The cancel link of a registration mail, and its token. */
    const cancelOf = (mail: MailMessage) => {
      const link = /^http:\/\/localhost:8080\S*\/events\/registration\/cancel\?token=\S+$/m.exec(
        mail.text,
      )![0];
      return { link, token: new URL(link).searchParams.get('token') };
    };
    const state = async (token: string | null) =>
      started.backend.dataFor!({
        pathname: '/events/registration/cancel',
        search: `?token=${encodeURIComponent(token ?? '')}`,
      });
    const post = (link: string) =>
      cancelRegistrationAction({
        request: new Request(link, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'confirm=1',
        }),
        params: {},
        context: {},
      } as never) as Promise<Response>;

    it('cancels the registration once: its place given back to the public count, then says it is done', async () => {
      await setRegistered(4, 30);
      await registrationStore.get().register(4, { ...ana, email: 'cancel.me@example.com' }, 'c-1', 'es');
      expect(await registeredNow(4)).toBe(31);
      const [mail] = await deliverAll();
      const { link, token } = cancelOf(mail);
      // In the form's language, and it names nothing but the registration and its event.
      expect(link).toMatch(/^http:\/\/localhost:8080\/es\/events\/registration\/cancel\?token=/);
      expect(await state(token)).toEqual({ link: 'valid', event: 4 });
      // Opening the page changes nothing.
      expect(await registeredNow(4)).toBe(31);

      const first = await post(link);
      expect(first.status).toBe(303);
      expect(first.headers.get('Location')).toBe('/events/4/cancelled');
      expect(await registeredNow(4)).toBe(30);
      expect(await count('event_registrations', "email = 'cancel.me@example.com'")).toBe(0);
      const counts = (await started.backend.dataFor!({
        pathname: '/events/4',
        search: '',
      })) as RegistrationCounts;
      expect(counts.registered[4]).toBe(30);

      // Again: nothing more given back; the page says it is cancelled already.
      const second = await post(link);
      expect(second.headers.get('Location')).toBe(
        `/events/registration/cancel?token=${encodeURIComponent(token!)}`,
      );
      expect(await registeredNow(4)).toBe(30);
      expect(await state(token)).toEqual({ link: 'done', event: 4 });
    });

    it('refuses an altered link or another link’s token (an unsubscribe link), changing nothing', async () => {
      await registrationStore.get().register(4, { ...ana, email: 'keep.me@example.com' }, 'c-2');
      const { token } = cancelOf((await deliverAll())[0]);
      const before = await registeredNow(4);
      const [body, mac] = token!.split('.');
      const forged = Buffer.from(
        Buffer.from(body, 'base64url')
          .toString()
          .replace(/"r":\d+/, '"r":1'),
      ).toString('base64url');
      expect(await registrationStore.get().cancel(`${forged}.${mac}`)).toBe('invalid');
      expect(await registrationStore.get().cancel(`${token}x`)).toBe('invalid');
      const unsubscribe = started.platform.link!('newsletter-unsubscribe', { s: 1 }, { path: '/x' });
      expect(await registrationStore.get().cancel(new URL(unsubscribe).searchParams.get('token'))).toBe(
        'invalid',
      );
      expect(await state(`${token}x`)).toEqual({ link: 'invalid' });
      expect(await registeredNow(4)).toBe(before);
      expect(await count('event_registrations', "email = 'keep.me@example.com'")).toBe(1);
    });
  });

  describe('a newsletter sign-up', () => {
    it('is stored with the time it arrived; the same address again is the same subscription, accepted', async () => {
      const before = new Date(Date.now() - 60_000);
      expect(await newsletterStore.get().subscribe({ email: ' Ana@Example.com ' }, 'n-1')).toBe(
        '/news/subscribed',
      );
      // The same key again, another key, another case: still one subscription, each answered as accepted.
      expect(await newsletterStore.get().subscribe({ email: ' Ana@Example.com ' }, 'n-1')).toBe(
        '/news/subscribed',
      );
      expect(await newsletterStore.get().subscribe({ email: 'ana@example.com' }, 'n-2')).toBe(
        '/news/subscribed',
      );
      await newsletterStore.get().subscribe({ email: 'sam@example.com' }, undefined);
      const rows = await query<{ email: string; subscribed_at: string }>(
        'SELECT email, subscribed_at FROM newsletter_subscriptions ORDER BY id',
      );
      expect(rows.map((row) => row.email)).toEqual(['Ana@Example.com', 'sam@example.com']);
      expect(new Date(rows[0].subscribed_at).getTime()).toBeGreaterThan(before.getTime());
      // One confirmation per address (the site's), however often it was signed up.
      // (The outbox sends in parallel: in no set order.)
      expect((await deliverAll()).map((mail) => mail.to).sort()).toEqual([
        'Ana@Example.com',
        'sam@example.com',
      ]);
    });

    /** The unsubscribe link of a mail's List-Unsubscribe header, and its token. */
    const unsubscribeOf = (mail: MailMessage) => {
      const link = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1];
      return { link, token: new URL(link).searchParams.get('token') };
    };

    it('is pending until its address confirms (even one that confirmed before), then welcomed; deleted unconfirmed after 7 days', async () => {
      await newsletterStore.get().subscribe({ email: 'lin@example.com' }, 'n-3', 'zh-Hant');
      // Only the site's confirmation: in the sign-up's language, and already with the one-click unsubscribe.
      const [confirmation, ...more] = await deliverAll();
      expect(more).toEqual([]);
      expect(confirmation.subject).toBe('請確認您在 Springfield 市網站使用的電子郵件地址');
      expect(confirmation.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(unsubscribeOf(confirmation).link).toMatch(
        /^http:\/\/localhost:8080\/zh-hant\/news\/newsletter\/unsubscribe\?token=/,
      );
      const pending = () =>
        query<{ confirmed_at: string | null }>(
          "SELECT confirmed_at FROM newsletter_subscriptions WHERE email = 'lin@example.com'",
        );
      expect(await pending()).toEqual([{ confirmed_at: null }]);

      expect(await started.confirm('lin@example.com')).toEqual({ released: 1 });
      const [welcome] = await deliverAll();
      expect(welcome.subject).toBe('您已訂閱 Springfield 市新聞');
      expect(welcome.text).toContain(unsubscribeOf(welcome).link);
      expect(unsubscribeOf(welcome).link).toBe(unsubscribeOf(confirmation).link);
      expect((await pending())[0].confirmed_at).not.toBeNull();

      // A sign-up left unconfirmed is deleted after a week; a confirmed one stays.
      await newsletterStore.get().subscribe({ email: 'never@example.com' }, 'n-4');
      await deliverAll();
      const deleted = await started.purge(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
      // (The sign-ups of the test before, never confirmed, go too.)
      expect(deleted.news_events['newsletter-pending']).toBe(3);
      expect(
        await count('newsletter_subscriptions', "email IN ('never@example.com', 'lin@example.com')"),
      ).toBe(1);
    });

    it('ends with its one-click unsubscribe: the address deleted, by the page’s button or a mail program’s POST', async () => {
      await newsletterStore.get().subscribe({ email: 'kim@example.com' }, 'n-5');
      const { token, link } = unsubscribeOf((await deliverAll())[0]);
      const state = async (given: string | null) =>
        (
          (await started.backend.dataFor!({
            pathname: '/news/newsletter/unsubscribe',
            search: `?token=${encodeURIComponent(given ?? '')}`,
          })) as { link: string }
        ).link;
      expect(await state(token)).toBe('valid');
      expect(await state(`${token}x`)).toBe('invalid');
      // RFC 8058: a POST of List-Unsubscribe=One-Click to the header's address, no form key.
      const answer = (await unsubscribeAction({
        request: new Request(link, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        params: {},
        context: {},
      } as never)) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe('/news/newsletter/unsubscribed');
      expect(await count('newsletter_subscriptions', "email = 'kim@example.com'")).toBe(0);
      // The link again: nothing left to do, said as done; an altered one is refused.
      expect(await state(token)).toBe('done');
      expect(await newsletterStore.get().unsubscribe(token)).toBe('done');
      expect(await newsletterStore.get().unsubscribe(`${token!.slice(0, -2)}xx`)).toBe('invalid');
    });
  });

  describe('the registered counts', () => {
    it('are each event’s count row, or its published count, for the pages that show them', async () => {
      await setRegistered(12, 46);
      const data = (await started.backend.dataFor!({
        pathname: '/events',
        search: '',
      })) as RegistrationCounts;
      expect(Object.keys(data.registered)).toHaveLength(cityEvents.length);
      expect(data.registered[12]).toBe(46);
      expect(data.registered[9]).toBe(50);
      expect(data.registered[13]).toBe(88);
      for (const pathname of ['/events/', '/events/12', '/events/12/register']) {
        expect(await started.backend.dataFor!({ pathname, search: '' })).toEqual(data);
      }
      // Home's Upcoming Events, search results and the other pages show no count.
      for (const pathname of [
        '/',
        '/search',
        '/news',
        '/news/fy2025-budget-approved',
        '/events/12/registered',
      ]) {
        expect(await started.backend.dataFor!({ pathname, search: '' })).toBeUndefined();
      }
    });

    it(`are answered at ${REGISTRATIONS_API}, never from a cache`, async () => {
      const response = await started.backend.handle!(
        new Request(`http://localhost:8080${REGISTRATIONS_API}`, { headers: { Accept: 'application/json' } }),
      );
      expect(response?.status).toBe(200);
      expect(response?.headers.get('Cache-Control')).toBe('no-cache');
      expect(response?.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = (await response!.json()) as RegistrationCounts;
      expect(body).toEqual(await started.backend.dataFor!({ pathname: '/events', search: '' }));

      const post = await started.backend.handle!(
        new Request(`http://localhost:8080${REGISTRATIONS_API}`, { method: 'POST', body: '{}' }),
      );
      expect(post?.status).toBe(405);
      expect(post?.headers.get('Allow')).toBe('GET, HEAD');
      expect(
        await started.backend.handle!(new Request('http://localhost:8080/api/events/other')),
      ).toBeUndefined();
    });
  });
});
