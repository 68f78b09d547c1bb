/** @jest-environment node */
// The area's store on both databases the site runs on: the embedded PGlite and a real PostgreSQL server.
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import type { FeedbackForm, VolunteerApplication } from '../types/content';
import { defaultFeedbackForm, feedbackStore } from '../features/feedback';
import { emptyVolunteerApplication, volunteerStore } from '../features/volunteer/application';
import { volunteerOpportunities } from '../features/volunteer/data/volunteer-opportunities';
import { createBackend } from './backend';
import { volunteerWithdrawAction } from '../features/volunteer/application/withdraw-action';

// Three opportunities of the area's content, whichever they are.
const [opportunity, secondOpportunity, thirdOpportunity] = volunteerOpportunities;
if (!opportunity || !secondOpportunity || !thirdOpportunity)
  throw new Error('the tests need three opportunities');

const signed: FeedbackForm = {
  ...defaultFeedbackForm,
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '555-0100',
  category: 'infrastructure',
  subject: 'Crosswalk',
  message: '  Thanks for the new crosswalk on Oak Street.  ',
  followUp: true,
};

const anonymous: FeedbackForm = {
  ...defaultFeedbackForm,
  anonymous: true,
  followUp: false,
  message: 'More benches in Lincoln Park, please.',
};

const application: VolunteerApplication = {
  ...emptyVolunteerApplication,
  name: ' Ana Lopez ',
  email: 'ana@example.com',
  availability: 'weekends',
  emergencyContact: 'Luis, 555-0101',
  hasTransportation: true,
  agreeToBackground: true,
};

/** A fresh one-time key per test, as a form draws it. */
let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;

interface FeedbackRow {
  id: string;
  reference: string;
  anonymous: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  category: string | null;
  subject: string | null;
  message: string;
  follow_up: boolean;
  received_at: Date;
}

interface ApplicationRow {
  reference: string;
  opportunity_id: string;
  name: string;
  email: string;
  phone: string | null;
  experience: string | null;
  availability: string | null;
  motivation: string | null;
  emergency_contact: string | null;
  has_transportation: boolean;
  agree_to_background: boolean;
  received_at: Date;
}

describe.each(databases())('the community store on $name', (choice) => {
  let server: { url: string | undefined; stop(): Promise<void> };
  let started: StartedBackend;

  const feedbackRows = async (reference?: string) =>
    (
      await started.platform.db.query<FeedbackRow>(
        `SELECT * FROM feedback ${reference ? 'WHERE reference = $1' : ''} ORDER BY id`,
        reference ? [reference] : [],
      )
    ).rows;
  const applicationRows = async (reference?: string) =>
    (
      await started.platform.db.query<ApplicationRow>(
        `SELECT * FROM volunteer_applications ${reference ? 'WHERE reference = $1' : ''} ORDER BY id`,
        reference ? [reference] : [],
      )
    ).rows;
  const count = async (table: string) =>
    (await started.platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  /** Delivers what is due and answers the e-mails sent by this run. */
  const delivered = async () => {
    const before = started.mails.length;
    await started.runOutbox();
    return started.mails.slice(before);
  };

  beforeAll(async () => {
    server = await choice.start();
    started = await startBackend({ area: 'community', createBackend, url: server.url });
  });
  // Each test counts the e-mails its own submissions queued.
  beforeEach(() => started.runOutbox());
  afterAll(async () => {
    await started?.close();
    await server?.stop();
  });

  it('applies its migrations in its own schema, once, however often it starts', async () => {
    const { reference } = await feedbackStore.get().submit(anonymous, newKey());
    // Started again (on PostgreSQL: on the same database, as a new build of the area is): nothing applied twice.
    const again = await startBackend({ area: 'community', createBackend, url: server.url });
    try {
      const { rows } = await again.platform.db.query<{ source: string; version: number }>(
        'SELECT source, version FROM _migrations ORDER BY source, version',
      );
      expect(rows).toEqual([
        { source: 'area', version: 1 },
        { source: 'area', version: 2 },
        { source: 'area', version: 3 },
        { source: 'platform', version: 1 },
        { source: 'platform', version: 2 },
      ]);
      const { rows: tables } = await again.platform.db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'area_community'
         AND table_name NOT LIKE '\\_%' ORDER BY 1`,
      );
      expect(tables.map((t) => t.table_name)).toEqual([
        'feedback',
        'feedback_replies',
        'volunteer_applications',
      ]);
      if (server.url) {
        const kept = await again.platform.db.query('SELECT 1 FROM feedback WHERE reference = $1', [
          reference,
        ]);
        expect(kept.rows).toHaveLength(1);
      }
    } finally {
      await again.close();
      // The slot now holds the second backend's services, on a closed database: give it back to this suite's.
      createBackend(started.platform);
    }
  });

  it('declares what it keeps, two years of each kind', async () => {
    expect(started.backend.kept).toEqual([
      expect.objectContaining({
        kind: 'feedback',
        table: 'feedback',
        received: 'received_at',
        keepDays: 730,
      }),
      expect.objectContaining({
        kind: 'volunteer-application',
        table: 'volunteer_applications',
        received: 'received_at',
        keepDays: 730,
      }),
    ]);
    const { rows } = await started.platform.db.query(
      'SELECT kind, table_name, received_column, keep_days FROM _kept ORDER BY kind',
    );
    expect(rows).toEqual([
      { kind: 'feedback', table_name: 'feedback', received_column: 'received_at', keep_days: 730 },
      {
        kind: 'volunteer-application',
        table_name: 'volunteer_applications',
        received_column: 'received_at',
        keep_days: 730,
      },
    ]);
  });

  describe('feedback', () => {
    it('is stored with the time it arrived and a readable reference', async () => {
      const before = Date.now();
      const received = await feedbackStore.get().submit(signed, newKey());
      const after = Date.now();
      expect(received).toEqual({
        reference: expect.stringMatching(/^FB-\d{6}$/),
        location: '/feedback/thank-you',
      });
      const [row] = await feedbackRows(received.reference);
      expect(row).toMatchObject({
        anonymous: false,
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: '555-0100',
        category: 'infrastructure',
        subject: 'Crosswalk',
        message: 'Thanks for the new crosswalk on Oak Street.',
        follow_up: true,
      });
      expect(row.reference).toBe(`FB-${String(row.id).padStart(6, '0')}`);
      const time = new Date(row.received_at).getTime();
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(after + 1000);
    });

    it('queues a receipt when a follow-up was asked for, sent by the outbox: the address, the reference', async () => {
      const { reference } = await feedbackStore.get().submit(signed, newKey());
      const mails = await delivered();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.to).toBe('ana@example.com');
      expect(mail.subject).toBe(`We received your feedback (${reference})`);
      expect(mail.text).toContain(`Reference number: ${reference}`);
      expect(mail.text.replace(/\s+/g, ' ')).toContain('within 3-5 business days');
      expect(Math.max(...mail.text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(72);
      expect(mail.text).toContain('Category: Infrastructure & Roads');
      expect(mail.text.trimEnd().endsWith('City of Springfield')).toBe(true);
      // Nothing the resident typed goes back out (the address is not verified).
      expect(mail.text).not.toContain('crosswalk');
      expect(mail.text).not.toContain('Ana');
      // Sent once: nothing is due any more.
      expect(await delivered()).toEqual([]);
    });

    it('sends no e-mail for feedback without a follow-up, anonymous feedback, or an address that is not one', async () => {
      await feedbackStore.get().submit({ ...signed, followUp: false }, newKey());
      await feedbackStore.get().submit(anonymous, newKey());
      const { reference } = await feedbackStore
        .get()
        .submit({ ...signed, email: 'not an address' }, newKey());
      expect(await delivered()).toEqual([]);
      // Stored all the same, as sent.
      expect((await feedbackRows(reference))[0]).toMatchObject({ email: 'not an address', follow_up: true });
    });

    it('keeps no contact details of anonymous feedback, and stores blank optional fields as nothing', async () => {
      const { reference } = await feedbackStore
        .get()
        .submit({ ...anonymous, name: 'Ana', email: 'ana@example.com', followUp: true }, newKey());
      expect((await feedbackRows(reference))[0]).toMatchObject({
        anonymous: true,
        name: null,
        email: null,
        phone: null,
        category: null,
        subject: null,
        follow_up: false,
      });
    });

    it('takes the same key and fields once, at once or later, and answers the first answer', async () => {
      const key = newKey();
      const before = await count('feedback');
      const answers = await Promise.all([1, 2, 3].map(() => feedbackStore.get().submit(signed, key)));
      const later = await feedbackStore.get().submit(signed, key);
      expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
      expect(later).toEqual(answers[0]);
      expect(await count('feedback')).toBe(before + 1);
      // One receipt.
      expect((await delivered()).map((mail) => mail.subject)).toEqual([
        `We received your feedback (${later.reference})`,
      ]);
    });

    it('takes the same key with other fields as another feedback (a cached page shared by two residents)', async () => {
      const key = newKey();
      const before = await count('feedback');
      const first = await feedbackStore.get().submit(signed, key);
      const second = await feedbackStore.get().submit({ ...signed, message: 'Another thing.' }, key);
      expect(second.reference).not.toBe(first.reference);
      expect(await count('feedback')).toBe(before + 2);
      expect(await delivered()).toHaveLength(2);
    });

    it('counts every arrival without a key', async () => {
      const before = await count('feedback');
      await feedbackStore.get().submit(anonymous, undefined);
      await feedbackStore.get().submit(anonymous, undefined);
      expect(await count('feedback')).toBe(before + 2);
    });
  });

  describe('volunteer applications', () => {
    it('are stored for their opportunity with the time they arrived and a readable reference', async () => {
      const before = Date.now();
      const received = await volunteerStore.get().apply(opportunity.id, application, newKey());
      const after = Date.now();
      expect(received).toEqual({
        reference: expect.stringMatching(/^VOL-\d{6}$/),
        location: `/volunteer/${opportunity.id}/applied`,
      });
      const [row] = await applicationRows(received.reference);
      expect(row).toMatchObject({
        opportunity_id: opportunity.id,
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: null,
        experience: null,
        availability: 'weekends',
        motivation: null,
        emergency_contact: 'Luis, 555-0101',
        has_transportation: true,
        agree_to_background: true,
      });
      const time = new Date(row.received_at).getTime();
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(after + 1000);
    });

    it('queue a receipt sent by the outbox: the address, the opportunity, the reference, what comes next', async () => {
      const { reference } = await volunteerStore.get().apply(secondOpportunity.id, application, newKey());
      const mails = await delivered();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.to).toBe('ana@example.com');
      expect(mail.subject).toBe(`Volunteer application received: ${secondOpportunity.title} (${reference})`);
      expect(mail.text).toContain(`Reference number: ${reference}`);
      expect(mail.text).toContain(`Opportunity: ${secondOpportunity.title}`);
      expect(mail.text.replace(/\s+/g, ' ')).toContain('will contact you within 48 hours');
      // Lines of 72 characters at most, but for the withdraw link, on a line of its own.
      const lines = mail.text.split('\n').filter((line) => !/^http:\/\/\S+$/.test(line));
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(72);
      expect(mail.text).toMatch(/^http:\/\/localhost:8080\/volunteer\/application\/withdraw\?token=\S+$/m);
      expect(mail.text).toContain('http://localhost:8080/volunteer');
      expect(mail.text.trimEnd().endsWith('City of Springfield')).toBe(true);
      expect(mail.text).not.toContain('Ana');
      expect(mail.text).not.toContain('Luis');
    });

    it('take the same key and fields once, and answer the first answer', async () => {
      const key = newKey();
      const before = await count('volunteer_applications');
      const answers = await Promise.all(
        [1, 2, 3].map(() => volunteerStore.get().apply(opportunity.id, application, key)),
      );
      const later = await volunteerStore.get().apply(opportunity.id, application, key);
      expect(answers).toEqual([later, later, later]);
      expect(await count('volunteer_applications')).toBe(before + 1);
      expect(await delivered()).toHaveLength(1);
    });

    it('take the same key with other fields, or for another opportunity, as another application', async () => {
      const key = newKey();
      const before = await count('volunteer_applications');
      const first = await volunteerStore.get().apply(opportunity.id, application, key);
      const other = await volunteerStore
        .get()
        .apply(opportunity.id, { ...application, motivation: 'I love our parks' }, key);
      const elsewhere = await volunteerStore.get().apply(thirdOpportunity.id, application, key);
      expect(new Set([first.reference, other.reference, elsewhere.reference]).size).toBe(3);
      expect(await count('volunteer_applications')).toBe(before + 3);
      const rows = await applicationRows(elsewhere.reference);
      expect(rows[0].opportunity_id).toBe(thirdOpportunity.id);
      expect(await delivered()).toHaveLength(3);
    });

    it('are withdrawn by the receipt’s signed link, once: the application deleted, then said to be done', async () => {
      const { reference } = await volunteerStore
        .get()
        .apply(thirdOpportunity.id, { ...application, email: 'withdraw@example.com' }, newKey(), 'es');
      const [mail] = await delivered();
      const link = /^http:\/\/\S+\/withdraw\?token=\S+$/m.exec(mail.text)![0];
      expect(link).toMatch(/^http:\/\/localhost:8080\/es\/volunteer\/application\/withdraw\?token=/);
      const token = new URL(link).searchParams.get('token');
      const state = (given: string | null) =>
        started.backend.dataFor!({
          pathname: '/volunteer/application/withdraw',
          search: `?token=${encodeURIComponent(given ?? '')}`,
        });
      expect(await state(token)).toEqual({ link: 'valid', opportunity: thirdOpportunity.id });
      expect(await state(`${token}x`)).toEqual({ link: 'invalid' });
      const post = () =>
        volunteerWithdrawAction({
          request: new Request(link, { method: 'POST', body: new URLSearchParams({ confirm: '1' }) }),
          params: {},
          context: {},
        } as never) as Promise<Response>;
      const first = await post();
      expect(first.status).toBe(303);
      expect(first.headers.get('Location')).toBe(`/volunteer/${thirdOpportunity.id}/withdrawn`);
      expect(await applicationRows(reference)).toEqual([]);
      const second = await post();
      expect(second.headers.get('Location')).toMatch(/^\/volunteer\/application\/withdraw\?token=/);
      expect(await state(token)).toEqual({ link: 'done', opportunity: thirdOpportunity.id });
      // Another area's or another purpose's token is not a withdraw link.
      const other = started.platform.link!('feedback', { a: 1, o: thirdOpportunity.id }, { path: '/x' });
      expect(await volunteerStore.get().withdraw(new URL(other).searchParams.get('token'))).toBe('invalid');
    });

    it('refuse an unknown opportunity (404) and store nothing', async () => {
      const before = await count('volunteer_applications');
      const refused = volunteerStore.get().apply('no-such-thing', application, newKey());
      await expect(refused).rejects.toBeInstanceOf(Response);
      await expect(refused).rejects.toMatchObject({ status: 404 });
      expect(await count('volunteer_applications')).toBe(before);
      expect(await delivered()).toEqual([]);
    });
  });

  it('keeps its references readable past six digits', async () => {
    await started.platform.db.query("SELECT setval('feedback_id_seq', 1234566)");
    const { reference } = await feedbackStore.get().submit(anonymous, newKey());
    expect(reference).toBe('FB-1234567');
  });
});
