/** @jest-environment node */
// News & Events' staff data (issue 44): the events with their counts and the newsletter's subscribers, one
// event's registrations, and their CSV (fields quoted, formulas made inert).
import type { StaffContext } from '@springfield/shared';
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import { cityEvents } from '../features/events/data/events';
import { createBackend } from './backend';
import { csvField } from './staff';
import { staffEventsStore } from '../staff/data';
import { registrationStore } from '../features/events/registration';
import { readCapacity, registrationsAction } from '../staff/actions';

const organiser: StaffContext = {
  member: { subject: 'comms', name: 'Sam Lee', roles: { news_events: 'admin' }, csrf: 'x' },
  area: 'news_events',
  role: 'admin',
};

describe('the staff data of News & Events', () => {
  let started: StartedBackend;
  const audit = jest.fn(async () => {});
  const event = cityEvents[0];
  beforeAll(async () => {
    started = await startBackend({ area: 'news_events', createBackend, audit });
    await started.platform.db.query(
      `INSERT INTO event_registrations (event_id, name, email, phone, organization, notes)
       VALUES ($1, 'Ana Lopez', 'ana@example.com', NULL, 'Elm, Oak & Co', '=HYPERLINK("x")')`,
      [event.id],
    );
    await started.platform.db.query(
      `INSERT INTO newsletter_subscriptions (email, locale, confirmed_at) VALUES
         ('a@example.com', 'es', now()), ('pending@example.com', 'en', NULL)`,
    );
  });
  afterAll(() => started.close());

  const staff = () => started.backend.staff!;

  it('lists the events with their counts, and the newsletter’s subscribers: confirmed, and pending apart', async () => {
    const data = (await staff().dataFor!({ pathname: '/staff/events', search: '' }, organiser)) as {
      events: { id: number; capacity: number }[];
      subscribers: number;
      pending: number;
    };
    expect(data.events.map((row) => row.id)).toEqual(cityEvents.map((e) => e.id));
    expect(data.events[0].capacity).toBe(event.capacity);
    expect([data.subscribers, data.pending]).toEqual([1, 1]);
  });

  it('exports the confirmed subscribers only as CSV', async () => {
    const file = await staff().file!(
      { pathname: '/staff/events/newsletter-subscribers.csv', search: '' },
      organiser,
    );
    expect(file?.filename).toBe('newsletter-subscribers.csv');
    const [header, row, end] = (file?.body ?? '').split('\r\n');
    expect(header).toBe('email,language,subscribed_at,confirmed_at');
    expect(row).toMatch(/^a@example\.com,es,\d{4}-.+,\d{4}-/);
    expect(end).toBe('');
  });

  it('gives an event’s registrations, and not-found for an unknown event', async () => {
    const data = (await staff().dataFor!(
      { pathname: `/staff/events/${event.id}`, search: '' },
      organiser,
    )) as {
      registrations: { name: string; email: string; locale: string }[];
    };
    // With the language of the mails she receives (English: the column's default).
    expect(data.registrations).toEqual([
      expect.objectContaining({ name: 'Ana Lopez', email: 'ana@example.com', locale: 'en' }),
    ]);
    expect(await staff().dataFor!({ pathname: '/staff/events/99999', search: '' }, organiser)).toEqual({
      kind: 'registrations',
      notFound: true,
    });
  });

  it('exports the registrations as CSV, quoting fields and making formulas inert', async () => {
    const file = await staff().file!(
      { pathname: `/staff/events/${event.id}/registrations.csv`, search: '' },
      organiser,
    );
    expect(file?.filename).toBe(`registrations-event-${event.id}.csv`);
    expect(file?.type).toBe('text/csv; charset=utf-8');
    const [header, row] = (file?.body ?? '').split('\r\n');
    expect(header).toBe('name,email,phone,organization,notes,received_at,language');
    expect(row).toMatch(/^Ana Lopez,ana@example\.com,,"Elm, Oak & Co","'=HYPERLINK\(""x""\)",\d{4}-.*,en$/);
    expect(
      await staff().file!({ pathname: '/staff/events/99999/registrations.csv', search: '' }, organiser),
    ).toBeUndefined();
    expect(csvField('-1')).toBe("'-1");
  });

  it('cancels a registration: the place freed on the public page, the resident told, the change audited', async () => {
    const publicCount = async () =>
      (
        (await started.backend.dataFor!({ pathname: '/events', search: '' })) as {
          registered: Record<number, number>;
        }
      ).registered[event.id];
    const before = await publicCount();
    const page = (await staff().dataFor!(
      { pathname: `/staff/events/${event.id}`, search: '' },
      organiser,
    )) as {
      registrations: { id: string }[];
    };
    const [registration] = page.registrations;
    expect(await staffEventsStore.get().cancel(event.id, registration.id, organiser)).toBe('done');
    expect(await publicCount()).toBe(Math.max(before - 1, 0));
    expect(await staffEventsStore.get().cancel(event.id, registration.id, organiser)).toBe('not-found');
    await started.runOutbox();
    expect(started.mails.map((mail) => [mail.to, mail.subject])).toContainEqual([
      'ana@example.com',
      `Registration cancelled: ${event.title}`,
    ]);
    expect(audit).toHaveBeenCalledWith(expect.anything(), organiser, {
      action: 'registration-cancelled',
      record: registration.id,
      detail: { event: event.id },
    });
  });

  it('tells a resident who registered in Spanish or Chinese of the cancellation in that language', async () => {
    const workshop = cityEvents.find((candidate) => candidate.id === 2)!;
    const cases = [
      {
        locale: 'es',
        email: 'luz@example.com',
        subject: 'Inscripción cancelada: Taller de eficiencia energética en el hogar',
        line: 'La organización de Taller de eficiencia energética en el hogar (sábado, 18 de enero de 2025, 10:00 a.m.) canceló su inscripción.',
      },
      {
        locale: 'zh-Hant',
        email: 'mei@example.com',
        subject: '報名已取消：居家節能講座',
        line: '「居家節能講座」（2025年1月18日星期六，上午10:00）的主辦單位已取消您的報名。',
      },
    ];
    for (const { locale, email, subject, line } of cases) {
      const resident = { name: 'Luz Mei', email, phone: '', organization: '', notes: '' };
      await registrationStore.get().register(workshop.id, resident, `lang-${locale}`, locale);
      const { rows } = await started.platform.db.query<{ id: string }>(
        'SELECT id::text AS id FROM event_registrations WHERE email = $1',
        [email],
      );
      await started.runOutbox();
      const before = started.mails.length;
      expect(await staffEventsStore.get().cancel(workshop.id, rows[0].id, organiser)).toBe('done');
      await started.runOutbox();
      const [mail, ...more] = started.mails.slice(before);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ to: email, subject, locale });
      expect(mail.text.split('\n')).toContain(line);
      expect(mail.text).toContain(`http://localhost:8080/${locale.toLowerCase()}/events/2`);
    }
  });

  describe('an event’s capacity, changed by an organiser (issue 44)', () => {
    // Valentine's Senior Social: published full (50 of 50).
    const full = cityEvents.find((candidate) => candidate.id === 9)!;
    const resident = { name: 'Rosa Diaz', email: 'rosa@example.com', phone: '', organization: '', notes: '' };
    const live = async () =>
      (await started.backend.dataFor!({ pathname: `/events/${full.id}`, search: '' })) as {
        registered: Record<number, number>;
        capacity: Record<number, number>;
      };

    it('raising a full event’s capacity gives its places to the public page, and a resident can register', async () => {
      expect(full.registered).toBe(full.capacity);
      expect(await registrationStore.get().register(full.id, resident, 'cap-1')).toEqual({
        problems: [{ field: 'event', rule: 'full' }],
      });
      expect(await staffEventsStore.get().changeCapacity(full.id, 52, organiser)).toEqual({
        status: 'done',
        before: 50,
      });
      expect(audit).toHaveBeenCalledWith(expect.anything(), organiser, {
        action: 'capacity-changed',
        record: String(full.id),
        detail: { from: 50, to: 52 },
      });
      const page = await live();
      expect([page.registered[full.id], page.capacity[full.id]]).toEqual([50, 52]);
      // Every other event keeps the capacity it was published with.
      expect(page.capacity[event.id]).toBe(event.capacity);
      expect(await registrationStore.get().register(full.id, resident, 'cap-2')).toBe(
        `/events/${full.id}/registered`,
      );
      const staffPage = (await staff().dataFor!({ pathname: '/staff/events', search: '' }, organiser)) as {
        events: { id: number; capacity: number; registered: number }[];
      };
      expect(staffPage.events.find((row) => row.id === full.id)).toMatchObject({
        capacity: 52,
        registered: 51,
      });
      // The API answers the same capacities the pages show.
      const answer = await started.backend.handle!(
        new Request('http://localhost/api/events/registrations.json'),
      );
      expect(((await answer!.json()) as { capacity: Record<number, number> }).capacity[full.id]).toBe(52);
    });

    it('refuses a capacity below the registered count; down to it, the event is full again', async () => {
      expect(await staffEventsStore.get().changeCapacity(full.id, 50, organiser)).toEqual({
        status: 'below-registered',
        registered: 51,
      });
      expect((await live()).capacity[full.id]).toBe(52);
      expect(await staffEventsStore.get().changeCapacity(full.id, 51, organiser)).toEqual({
        status: 'done',
        before: 52,
      });
      expect(await registrationStore.get().register(full.id, { ...resident, name: 'Late' }, 'cap-3')).toEqual(
        {
          problems: [{ field: 'event', rule: 'full' }],
        },
      );
    });

    it('refuses an unknown event and a capacity over the maximum, changing nothing', async () => {
      expect(await staffEventsStore.get().changeCapacity(99999, 10, organiser)).toEqual({
        status: 'not-found',
      });
      expect(await staffEventsStore.get().changeCapacity(full.id, 10_001, organiser)).toEqual({
        status: 'too-large',
      });
      expect(await staffEventsStore.get().changeCapacity(full.id, 1.5, organiser)).toEqual({
        status: 'too-large',
      });
      expect((await live()).capacity[full.id]).toBe(51);
    });

    it('answers the form: 303 with the new capacity, 422 with what was typed, 403 for an agent', async () => {
      const post = (capacity: string, staff: StaffContext) =>
        registrationsAction({
          request: new Request(`http://localhost/staff/events/${full.id}`, {
            method: 'POST',
            body: new URLSearchParams({ intent: 'capacity', capacity }),
          }),
          params: { id: String(full.id) },
          context: { staff },
        } as never) as Promise<unknown>;
      const done = (await post('60', organiser)) as Response;
      expect([done.status, done.headers.get('Location')]).toEqual([
        303,
        `/staff/events/${full.id}?capacity=60`,
      ]);
      const refused = (await post(' 3 ', organiser)) as { data: unknown; init: { status: number } };
      expect(refused.init.status).toBe(422);
      expect(refused.data).toEqual({
        status: 'invalid',
        intent: 'capacity',
        rule: 'below-registered',
        registered: 51,
        values: { capacity: ' 3 ' },
      });
      const agent = { ...organiser, role: 'agent' as const };
      await expect(post('70', agent)).rejects.toMatchObject({ init: { status: 403 } });
      expect((await live()).capacity[full.id]).toBe(60);
    });

    it('reads what was typed: a whole number up to the maximum, else why not', () => {
      expect(readCapacity(' 60 ')).toBe(60);
      expect(readCapacity('0')).toBe(0);
      expect(readCapacity('')).toBe('required');
      expect(readCapacity('  ')).toBe('required');
      expect(readCapacity('12.5')).toBe('whole');
      expect(readCapacity('-3')).toBe('whole');
      expect(readCapacity('sixty')).toBe('whole');
      expect(readCapacity('10000')).toBe(10_000);
      expect(readCapacity('10001')).toBe('too-large');
    });
  });
});
