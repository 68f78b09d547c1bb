/** @jest-environment node */
// Programs & Community's staff side (issue 44): the feedback inbox (newest first, paged, open or handled; a
// feedback with its replies; mark handled; reply by e-mail) and the volunteer applications (by opportunity and
// status; accept or decline with a message), each change audited and refused to a viewer.
import type { StaffContext } from '@springfield/shared';
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import { defaultFeedbackForm, feedbackStore } from '../features/feedback';
import { emptyVolunteerApplication, volunteerStore } from '../features/volunteer/application';
import {
  getVolunteerOpportunityIn,
  volunteerOpportunities,
} from '../features/volunteer/data/volunteer-opportunities';
import {
  staffCommunityStore,
  type ApplicationData,
  type ApplicationsData,
  type FeedbackData,
  type FeedbackListData,
} from '../staff/data';
import { applicationAction, feedbackAction } from '../staff/actions';
import { createBackend } from './backend';

const agent: StaffContext = {
  member: { subject: 'comms', name: 'Sam Lee', roles: { community: 'agent' }, csrf: 'x' },
  area: 'community',
  role: 'agent',
};
const viewer: StaffContext = {
  member: { subject: 'clerk', name: 'Pat Kim', roles: { community: 'viewer' }, csrf: 'y' },
  area: 'community',
  role: 'viewer',
};

let keys = 0;
const newKey = () => `staff-key-${++keys}`;
const [opportunity, other] = volunteerOpportunities;

describe('the staff side of Programs & Community', () => {
  let started: StartedBackend;
  const audit = jest.fn(async () => {});
  const data = <T>(pathname: string, search = '') =>
    started.backend.staff!.dataFor!({ pathname, search }, agent) as Promise<T>;
  const store = () => staffCommunityStore.get();

  beforeAll(async () => {
    started = await startBackend({ area: 'community', createBackend, audit });
    // 27 feedbacks: more than a page. The last is signed and asks for a follow-up.
    for (let n = 1; n <= 26; n += 1) {
      await feedbackStore
        .get()
        .submit({ ...defaultFeedbackForm, anonymous: true, followUp: false, message: `Note ${n}` }, newKey());
    }
    await feedbackStore.get().submit(
      {
        ...defaultFeedbackForm,
        name: 'Ana Lopez',
        email: 'ana@example.com',
        subject: 'Crosswalk',
        message: 'The crosswalk on Oak Street needs paint.',
        followUp: true,
      },
      newKey(),
    );
    for (const [name, id] of [
      ['Ben Ortiz', opportunity.id],
      ['Cy Wu', other.id],
    ] as const) {
      await volunteerStore.get().apply(
        id,
        {
          ...emptyVolunteerApplication,
          name,
          email: `${name.split(' ')[0].toLowerCase()}@example.com`,
          availability: 'weekends',
          hasTransportation: true,
          agreeToBackground: true,
        },
        newKey(),
      );
    }
  });
  afterAll(() => started.close());

  it('lists the feedback newest first, 25 a page, open or handled', async () => {
    const first = await data<FeedbackListData>('/staff/feedback');
    expect(first).toMatchObject({ kind: 'feedback-list', filter: 'all', page: 1, pages: 2, total: 27 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ name: 'Ana Lopez', subject: 'Crosswalk', handled_at: null });
    const second = await data<FeedbackListData>('/staff/feedback', '?page=2');
    expect(second.rows).toHaveLength(2);
    expect((await data<FeedbackListData>('/staff/feedback', '?status=handled')).total).toBe(0);
    expect((await data<FeedbackListData>('/staff/feedback', '?status=open')).total).toBe(27);
  });

  it('shows a feedback, replies to it by e-mail and marks it handled; a viewer may not', async () => {
    const [newest] = (await data<FeedbackListData>('/staff/feedback')).rows;
    const page = await data<FeedbackData>(`/staff/feedback/${newest.id}`);
    expect(page).toMatchObject({
      kind: 'feedback',
      feedback: {
        email: 'ana@example.com',
        message: 'The crosswalk on Oak Street needs paint.',
        replies: [],
      },
    });

    expect(await store().reply(newest.id, 'Thanks, Ana.', viewer)).toBe('forbidden');
    expect(await store().markHandled(newest.id, viewer)).toBe('forbidden');
    expect(await store().reply(newest.id, '   ', agent)).toBe('invalid');
    expect(await store().reply('99999', 'Hello', agent)).toBe('not-found');

    expect(await store().reply(newest.id, 'Dear Ana,\n\nWe will repaint it in May.', agent)).toBe('done');
    expect(await store().markHandled(newest.id, agent)).toBe('done');
    const after = (await data<FeedbackData>(`/staff/feedback/${newest.id}`)) as Extract<
      FeedbackData,
      { feedback: unknown }
    >;
    expect(after.feedback.handled_by).toBe('Sam Lee');
    expect(after.feedback.handled_at).toEqual(expect.any(String));
    expect(after.feedback.replies).toEqual([
      { text: 'Dear Ana,\n\nWe will repaint it in May.', sent_by: 'Sam Lee', sent_at: expect.any(String) },
    ]);
    expect((await data<FeedbackListData>('/staff/feedback', '?status=handled')).total).toBe(1);

    await started.runOutbox();
    expect(started.mails.map((mail) => [mail.to, mail.text])).toContainEqual([
      'ana@example.com',
      expect.stringContaining('We will repaint it in May.'),
    ]);
    const reference = after.feedback.reference;
    expect(audit).toHaveBeenCalledWith(expect.anything(), agent, {
      action: 'feedback-replied',
      record: reference,
    });
    expect(audit).toHaveBeenCalledWith(expect.anything(), agent, {
      action: 'feedback-handled',
      record: reference,
    });
  });

  it('does not reply to anonymous feedback', async () => {
    const anonymous = (await data<FeedbackListData>('/staff/feedback')).rows[1];
    expect(anonymous.name).toBeNull();
    expect(await store().reply(anonymous.id, 'Hello', agent)).toBe('invalid');
  });

  it('lists the applications by opportunity and status, and accepts one with a message', async () => {
    const all = await data<ApplicationsData>('/staff/volunteers');
    expect(all.rows.map((row) => row.name)).toEqual(['Cy Wu', 'Ben Ortiz']);
    expect(all.rows[0]).toMatchObject({ status: 'new', opportunity: other.title });
    const byOpportunity = await data<ApplicationsData>('/staff/volunteers', `?opportunity=${opportunity.id}`);
    expect(byOpportunity.rows.map((row) => row.name)).toEqual(['Ben Ortiz']);
    const ben = byOpportunity.rows[0];

    expect(await store().decide(ben.id, 'accepted', 'Welcome!', viewer)).toBe('forbidden');
    expect(await store().decide(ben.id, 'accepted', '', agent)).toBe('invalid');
    expect(await store().decide(ben.id, 'accepted', 'Welcome! Orientation is on Saturday.', agent)).toBe(
      'done',
    );
    // The first decision stands.
    expect(await store().decide(ben.id, 'declined', 'Sorry.', agent)).toBe('invalid');

    const page = (await data<ApplicationData>(`/staff/volunteers/${ben.id}`)) as Extract<
      ApplicationData,
      { application: unknown }
    >;
    expect(page.application).toMatchObject({
      status: 'accepted',
      decision_message: 'Welcome! Orientation is on Saturday.',
      decided_by: 'Sam Lee',
      email: 'ben@example.com',
    });
    expect((await data<ApplicationsData>('/staff/volunteers', '?status=accepted')).rows).toHaveLength(1);
    expect(
      (await data<ApplicationsData>('/staff/volunteers', '?status=new')).rows.map((r) => r.name),
    ).toEqual(['Cy Wu']);

    await started.runOutbox();
    expect(started.mails.map((mail) => [mail.to, mail.text])).toContainEqual([
      'ben@example.com',
      expect.stringContaining('Welcome! Orientation is on Saturday.'),
    ]);
    expect(audit).toHaveBeenCalledWith(expect.anything(), agent, {
      action: 'application-accepted',
      record: ben.reference,
      detail: { opportunity: opportunity.id },
    });
  });

  it('declines an application; an unknown one is not found', async () => {
    const [cy] = (await data<ApplicationsData>('/staff/volunteers', '?status=new')).rows;
    expect(await store().decide(cy.id, 'declined', 'The season is full.', agent)).toBe('done');
    expect(await data<ApplicationData>('/staff/volunteers/99999')).toEqual({
      kind: 'application',
      notFound: true,
    });
    expect(await store().decide('99999', 'declined', 'x', agent)).toBe('not-found');
  });

  it('answers the forms: 303 back to the page with what was done, 403 for a viewer, 404 for no record', async () => {
    const post = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) });
    const [open] = (await data<FeedbackListData>('/staff/feedback', '?status=open')).rows;
    const handled = (await feedbackAction({
      request: post(`/staff/feedback/${open.id}`, { intent: 'handled' }),
      params: { id: open.id },
      context: { staff: agent },
    } as never)) as Response;
    expect(handled.status).toBe(303);
    expect(handled.headers.get('Location')).toBe(`/staff/feedback/${open.id}?done=handled`);

    const refused = await feedbackAction({
      request: post(`/staff/feedback/${open.id}`, { intent: 'reply', text: 'Hello' }),
      params: { id: open.id },
      context: { staff: viewer },
    } as never).catch((error: { init?: { status?: number } }) => error);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);

    const missing = await applicationAction({
      request: post('/staff/volunteers/99999', { intent: 'accept', message: 'Welcome' }),
      params: { id: '99999' },
      context: { staff: agent },
    } as never).catch((error: { init?: { status?: number } }) => error);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);

    const noStaff = await applicationAction({
      request: post('/staff/volunteers/1', { intent: 'accept', message: 'Welcome' }),
      params: { id: '1' },
      context: undefined,
    } as never).catch((error: { init?: { status?: number } }) => error);
    expect((noStaff as { init?: { status?: number } }).init?.status).toBe(403);
  });
});

describe('the answers reach residents in their language (issue 44)', () => {
  let started: StartedBackend;
  const store = () => staffCommunityStore.get();
  const stored = async (table: 'feedback' | 'volunteer_applications', email: string) =>
    (
      await started.platform.db.query<{ id: string; reference: string; locale: string }>(
        `SELECT id::text AS id, reference, locale FROM ${table} WHERE email = $1`,
        [email],
      )
    ).rows[0];
  const mailTo = (to: string, subject: RegExp) =>
    started.mails.find((mail) => mail.to === to && subject.test(mail.subject));

  beforeAll(async () => {
    started = await startBackend({ area: 'community', createBackend, audit: async () => {} });
  });
  afterAll(() => started.close());

  it('a reply to feedback sent in Spanish: the subject in Spanish, the member’s text as typed', async () => {
    await feedbackStore.get().submit(
      {
        ...defaultFeedbackForm,
        name: 'Rosa Diaz',
        email: 'rosa@example.com',
        message: 'Falta luz.',
        followUp: true,
      },
      newKey(),
      'es',
    );
    const feedback = await stored('feedback', 'rosa@example.com');
    expect(feedback.locale).toBe('es');
    // Its receipt was in Spanish too (issue 46).
    await started.runOutbox();
    expect(mailTo('rosa@example.com', /^Recibimos sus comentarios /)?.subject).toBe(
      `Recibimos sus comentarios (${feedback.reference})`,
    );
    // Its staff page says so.
    const page = (await started.backend.staff!.dataFor!(
      { pathname: `/staff/feedback/${feedback.id}`, search: '' },
      agent,
    )) as FeedbackData;
    expect('feedback' in page && page.feedback.locale).toBe('es');
    expect(await store().reply(feedback.id, 'Dear Rosa,\n\nThe lamp is fixed.', agent)).toBe('done');
    await started.runOutbox();
    const mail = mailTo('rosa@example.com', /^Re: /);
    expect(mail?.subject).toBe(`Re: sus comentarios a la Ciudad de Springfield (${feedback.reference})`);
    expect(mail?.text).toBe('Dear Rosa,\n\nThe lamp is fixed.');
  });

  it('a volunteer decision on an application made in Spanish, and one in Traditional Chinese', async () => {
    for (const [name, locale] of [
      ['Luz', 'es'],
      ['Mei', 'zh-Hant'],
    ] as const) {
      await volunteerStore.get().apply(
        opportunity.id,
        {
          ...emptyVolunteerApplication,
          name,
          email: `${name.toLowerCase()}@example.com`,
          availability: 'weekends',
          hasTransportation: true,
          agreeToBackground: true,
        },
        newKey(),
        locale,
      );
    }
    const luz = await stored('volunteer_applications', 'luz@example.com');
    const mei = await stored('volunteer_applications', 'mei@example.com');
    expect([luz.locale, mei.locale]).toEqual(['es', 'zh-Hant']);
    // Their receipts were in those languages (issue 46), the opportunity's title with them.
    await started.runOutbox();
    const titleIn = (locale: 'es' | 'zh-Hant') => getVolunteerOpportunityIn(opportunity.id, locale)!.title;
    expect(mailTo('luz@example.com', /^Recibimos su solicitud/)?.subject).toBe(
      `Recibimos su solicitud de voluntariado: ${titleIn('es')} (${luz.reference})`,
    );
    expect(mailTo('mei@example.com', /^已收到您的志工申請/)?.subject).toBe(
      `已收到您的志工申請：${titleIn('zh-Hant')}（${mei.reference}）`,
    );
    const page = (await started.backend.staff!.dataFor!(
      { pathname: `/staff/volunteers/${mei.id}`, search: '' },
      agent,
    )) as ApplicationData;
    expect('application' in page && page.application.locale).toBe('zh-Hant');
    expect(await store().decide(luz.id, 'accepted', 'Welcome! Orientation is on Saturday.', agent)).toBe(
      'done',
    );
    expect(await store().decide(mei.id, 'declined', 'The season is full.', agent)).toBe('done');
    await started.runOutbox();

    const spanish = getVolunteerOpportunityIn(opportunity.id, 'es')!.title;
    const accepted = mailTo('luz@example.com', /^Su solicitud de voluntariado: /);
    expect(accepted?.subject).toBe(`Su solicitud de voluntariado: ${spanish} (${luz.reference})`);
    // Its fixed words wrapped as plain text is (a line break inside a paragraph read as a space).
    const paragraphs = (text = '') => text.split('\n\n').map((part) => part.replace(/\n/g, ' '));
    expect(paragraphs(accepted?.text)).toEqual([
      `Su solicitud de voluntariado (${spanish}, ${luz.reference}) fue aceptada.`,
      'Welcome! Orientation is on Saturday.',
      `Oportunidades de voluntariado: ${started.platform.siteOrigin}/es/volunteer`,
    ]);

    const chinese = getVolunteerOpportunityIn(opportunity.id, 'zh-Hant')!.title;
    const declined = mailTo('mei@example.com', /^您的志工申請：/);
    expect(declined?.subject).toBe(`您的志工申請：${chinese}（${mei.reference}）`);
    expect(paragraphs(declined?.text)[0]).toBe(`您的志工申請（${chinese}，${mei.reference}）未獲錄取。`);
    expect(declined?.text).toContain('The season is full.');
    expect(declined?.text).toContain(`${started.platform.siteOrigin}/zh-hant/volunteer`);
  });
});
