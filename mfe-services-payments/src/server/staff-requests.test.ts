/** @jest-environment node */
// The staff side of the service requests store (issue 44) on both databases: the queue (filters, oldest first),
// a request's page data, and the changes staff make, which reach the resident's status page, Open311 and their
// mailbox, each with its audit row.
import type { StaffContext } from '@springfield/shared';
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import declaration from '../../area.json';
import { createBackend, statusPageData } from './backend';
import { serviceRequestStore } from '../features/service-request';
import { staffRequestStore } from '../staff/data';
import { createServiceRequests } from './requests';
import { publicNotes, queueFilters, updateMail } from './staff-requests';
import { call } from './test-helpers';

const area = declaration.name;

const agent: StaffContext = {
  member: { subject: 'works.agent', name: 'Pat Rivera', roles: { [area]: 'agent' }, csrf: 'x' },
  area,
  role: 'agent',
};

describe('the queue’s filters, read from its address', () => {
  it('keeps what it can read and drops the rest', () => {
    expect(
      queueFilters('?service=pothole-report&stage=open&from=2026-11-01&to=2026-11-30&q=Main&page=2'),
    ).toEqual({
      service: 'pothole-report',
      stage: 'open',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'Main',
      page: 2,
    });
    expect(queueFilters('?service=nothing&stage=lost&from=yesterday&page=-3')).toEqual({ page: 1 });
  });

  it('writes the resident’s notes from the stage, the reason and the note', () => {
    expect(publicNotes('acknowledged', 'Crew scheduled.', null)).toBe('Acknowledged. Crew scheduled.');
    expect(publicNotes('closed', null, 'fixed')).toBe('Closed: the problem has been fixed.');
  });
});

describe('the update mail, in the language the resident used (issue 44)', () => {
  const platform = { siteOrigin: 'https://www.springfield.gov' } as Parameters<typeof updateMail>[0];
  const row = { service_request_id: '42', service_code: 'pothole-report', email: 'rosa@example.com' };

  it('says its fixed words in Spanish, the note as the member wrote it', () => {
    const mail = updateMail(
      platform,
      { ...row, locale: 'es' },
      { stage: 'closed', reason: 'fixed', note: 'Patched on Monday.' },
    );
    expect(mail.subject).toBe('Solicitud de servicio 42 actualizada: Cerrada');
    expect(mail.locale).toBe('es');
    expect(mail.text.split('\n')).toEqual([
      'La Ciudad de Springfield actualizó su solicitud de servicio.',
      '',
      'Número de solicitud: 42',
      expect.stringMatching(/^Servicio: (?!Report a Pothole$)\S/),
      'Estado: Cerrada',
      'Actualización: Cerrada: El problema se resolvió. Patched on Monday.',
      '',
      'Consulte su estado en cualquier momento: https://www.springfield.gov/es/services/requests/42',
      '',
      'Ciudad de Springfield',
    ]);
  });

  it('in Traditional Chinese too; English for a request without a language (an Open311 client’s)', () => {
    const chinese = updateMail(
      platform,
      { ...row, locale: 'zh-Hant' },
      { stage: 'acknowledged', reason: null, note: null },
    );
    expect(chinese.subject).toBe('服務申請 42 已更新：已受理');
    expect(chinese.text).toContain('更新內容：已受理。');
    const english = updateMail(platform, row, { stage: 'in_progress', reason: null, note: 'Crew on site.' });
    expect(english.subject).toBe('Service request 42 updated: In progress');
    expect(english.text).toContain('Update: In progress. Crew on site.');
    expect(english.text).toContain('Service: Report a Pothole');
  });
});

describe.each(databases())('the staff queue and changes on $name', (choice) => {
  let db: { url: string | undefined; stop(): Promise<void> };
  let started: StartedBackend;
  const audit = jest.fn(async () => {});
  const ids: string[] = [];

  beforeAll(async () => {
    db = await choice.start();
    started = await startBackend({ area, createBackend, url: db.url, audit });
    // Three reports, the first with the requester's e-mail, a minute apart (oldest first).
    for (const [index, email] of ['ana@example.com', '', ''].entries()) {
      const outcome = await serviceRequestStore.get().submitForm(
        'pothole-report',
        {
          location: `${index + 1} Main St`,
          description: `Hole ${index + 1}`,
          severity: 'High',
          contact: email,
        },
        `key-${index}`,
      );
      if (outcome.status !== 'created') throw new Error(JSON.stringify(outcome));
      ids.push(outcome.service_request_id);
      await started.platform.db.query(
        `UPDATE service_requests SET requested_datetime = now() - make_interval(mins => $2)
         WHERE service_request_id = $1::bigint`,
        [outcome.service_request_id, 10 - index],
      );
    }
    await started.runOutbox();
    started.mails.length = 0;
  });
  afterAll(async () => {
    await started.close();
    await db.stop();
  });

  const staffData = (pathname: string, search = '') =>
    started.backend.staff!.dataFor!({ pathname, search }, agent) as Promise<Record<string, unknown>>;

  it('lists the requests oldest first, filtered by service, stage and words', async () => {
    const queue = (await staffData('/staff/requests', '?service=pothole-report&stage=open')) as {
      rows: { service_request_id: string }[];
      total: number;
    };
    expect(queue.rows.map((row) => row.service_request_id)).toEqual(ids);
    expect(queue.total).toBe(3);
    const found = (await staffData('/staff/requests', '?q=2%20Main')) as {
      rows: { service_request_id: string }[];
    };
    expect(found.rows.map((row) => row.service_request_id)).toEqual([ids[1]]);
    const byNumber = (await staffData('/staff/requests', `?q=%23${ids[2]}`)) as { rows: unknown[] };
    expect(byNumber.rows).toHaveLength(1);
  });

  it('gives a request’s page its requester and history; a number it does not hold is not found', async () => {
    const page = (await staffData(`/staff/requests/${ids[0]}`)) as {
      request: { email: string; updates: [] };
    };
    expect(page.request.email).toBe('ana@example.com');
    expect(page.request.updates).toEqual([]);
    expect(await staffData('/staff/requests/99999999')).toEqual({ kind: 'request', notFound: true });
    expect(await staffData('/news')).toBeUndefined();
  });

  it('acknowledges with a note, then closes with a reason: the resident’s page, Open311 and mailbox follow', async () => {
    const change = staffRequestStore.get().change;
    expect(
      await change(
        ids[0],
        { kind: 'stage', stage: 'acknowledged', note: 'Crew scheduled.', reason: null },
        agent,
      ),
    ).toEqual({
      status: 'done',
    });
    let resident = await statusPageData(createServiceRequests(started.platform), {
      pathname: `/services/requests/${ids[0]}`,
    });
    expect(resident).toMatchObject({ status: 'open', status_notes: 'Acknowledged. Crew scheduled.' });

    // Closing needs a reason.
    expect(await change(ids[0], { kind: 'stage', stage: 'closed', note: null, reason: null }, agent)).toEqual(
      {
        status: 'invalid',
        problems: [{ field: 'reason', rule: 'required' }],
      },
    );
    expect(
      await change(ids[0], { kind: 'stage', stage: 'closed', note: 'Patched.', reason: 'fixed' }, agent),
    ).toEqual({
      status: 'done',
    });
    resident = await statusPageData(createServiceRequests(started.platform), {
      pathname: `/services/requests/${ids[0]}`,
    });
    expect(resident).toMatchObject({
      status: 'closed',
      status_notes: 'Closed: the problem has been fixed. Patched.',
      // Issue 44: the resident's page shows the stage, the reason and the public updates (never who).
      stage: 'closed',
      closed_reason: 'fixed',
    });
    expect(
      (
        resident as { updates: { stage: string | null; note: string | null; from_city: boolean }[] }
      ).updates.map(({ stage, note, from_city }) => ({ stage, note, from_city })),
    ).toEqual([
      { stage: 'acknowledged', note: 'Crew scheduled.', from_city: false },
      { stage: 'closed', note: 'Patched.', from_city: false },
    ]);
    expect(JSON.stringify(resident)).not.toContain('Pat Rivera');
    const open311 = await call(started.backend, `/open311/v2/requests/${ids[0]}.json`);
    const [record] = (await open311.json()) as Record<string, unknown>[];
    expect(record).toMatchObject({
      status: 'closed',
      status_notes: 'Closed: the problem has been fixed. Patched.',
      agency_responsible: 'Public Works',
    });
    expect(Date.parse(String(record.updated_datetime))).toBeGreaterThan(Date.now() - 60_000);

    await started.runOutbox();
    expect(started.mails.map((mail) => mail.subject)).toEqual([
      `Service request ${ids[0]} updated: Acknowledged`,
      `Service request ${ids[0]} updated: Closed`,
    ]);
    expect(started.mails[1].to).toBe('ana@example.com');
    expect(started.mails[1].text).toContain(`/services/requests/${ids[0]}`);

    const page = (await staffData(`/staff/requests/${ids[0]}`)) as {
      request: { stage: string; updates: { stage: string; by_name: string }[] };
    };
    expect(page.request.stage).toBe('closed');
    expect(page.request.updates.map((update) => [update.stage, update.by_name])).toEqual([
      ['acknowledged', 'Pat Rivera'],
      ['closed', 'Pat Rivera'],
    ]);
    expect(audit.mock.calls.map((args) => (args as unknown[])[2])).toEqual([
      { action: 'stage-changed', record: ids[0], detail: { from: 'open', to: 'acknowledged', reason: null } },
      {
        action: 'stage-changed',
        record: ids[0],
        detail: { from: 'acknowledged', to: 'closed', reason: 'fixed' },
      },
    ]);
  });

  it('adds a public note and assigns a request, without mail for a requester who gave no address', async () => {
    const change = staffRequestStore.get().change;
    expect(await change(ids[1], { kind: 'note', note: '' }, agent)).toMatchObject({ status: 'invalid' });
    expect(await change(ids[1], { kind: 'note', note: 'Seen on Monday.' }, agent)).toEqual({
      status: 'done',
    });
    expect(await change(ids[1], { kind: 'assign', assignee: 'crew.7@springfield.gov' }, agent)).toEqual({
      status: 'done',
    });
    const page = (await staffData(`/staff/requests/${ids[1]}`)) as {
      request: { stage: string; assigned_to: string; status_notes: string };
    };
    expect(page.request).toMatchObject({
      stage: 'open',
      assigned_to: 'crew.7@springfield.gov',
      status_notes: 'Open. Seen on Monday.',
    });
    started.mails.length = 0;
    await started.runOutbox();
    expect(started.mails).toEqual([]);
    expect(await change('99999999', { kind: 'note', note: 'x' }, agent)).toEqual({ status: 'not-found' });
  });

  it('keeps the stage with a status set by anything else (the city’s system, an operator)', async () => {
    await started.platform.db.query(
      `UPDATE service_requests SET status = 'closed' WHERE service_request_id = $1::bigint`,
      [ids[2]],
    );
    const closed = (await staffData(`/staff/requests/${ids[2]}`)) as { request: { stage: string } };
    expect(closed.request.stage).toBe('closed');
    await started.platform.db.query(
      `UPDATE service_requests SET status = 'open' WHERE service_request_id = $1::bigint`,
      [ids[2]],
    );
    const reopened = (await staffData(`/staff/requests/${ids[2]}`)) as { request: { stage: string } };
    expect(reopened.request.stage).toBe('open');
  });

  it('lists payments newest first, or those of one item or receipt, read only', async () => {
    const line = (id: string) => ({ kind: 'citation', id, label: 'Parking citation', amountCents: 5000 });
    for (const [receipt, id, minutes] of [
      ['PAY-2026-OLDER', 'CIT-1', 20],
      ['PAY-2026-NEWER', 'CIT-2', 10],
    ] as const) {
      await started.platform.db.query(
        `INSERT INTO payments (receipt_number, lines, amount_cents, fee_cents, total_cents, method, paid_at)
         VALUES ($1, $2::jsonb, 5000, 145, 5145, 'credit', now() - make_interval(mins => $3))`,
        [receipt, JSON.stringify([line(id)]), minutes],
      );
    }
    const all = (await staffData('/staff/payments')) as { rows: { receipt_number: string }[] };
    expect(all.rows.map((row) => row.receipt_number).slice(0, 2)).toEqual([
      'PAY-2026-NEWER',
      'PAY-2026-OLDER',
    ]);
    const byItem = (await staffData('/staff/payments', '?item=CIT-1')) as {
      item: string;
      rows: { receipt_number: string; lines: unknown[]; total_cents: number }[];
    };
    expect(byItem.item).toBe('CIT-1');
    expect(byItem.rows).toEqual([
      expect.objectContaining({
        receipt_number: 'PAY-2026-OLDER',
        lines: [line('CIT-1')],
        total_cents: 5145,
      }),
    ]);
    const byReceipt = (await staffData('/staff/payments', '?item=pay-2026-newer')) as { rows: unknown[] };
    expect(byReceipt.rows).toHaveLength(1);
  });

  it('tells a resident who wrote in Spanish in Spanish: the language stored with the request', async () => {
    const outcome = await serviceRequestStore
      .get()
      .submitForm(
        'pothole-report',
        { location: '9 Elm St', description: 'Bache grande', severity: 'High', contact: 'rosa@example.com' },
        'key-es',
        'es',
      );
    if (outcome.status !== 'created') throw new Error(JSON.stringify(outcome));
    const id = outcome.service_request_id;
    const { rows } = await started.platform.db.query<{ locale: string }>(
      'SELECT locale FROM service_requests WHERE service_request_id = $1::bigint',
      [id],
    );
    expect(rows[0].locale).toBe('es');
    // The request's staff page says so: the mails to the requester are in Spanish.
    const page = (await staffData(`/staff/requests/${id}`)) as { request: { locale: string } };
    expect(page.request.locale).toBe('es');
    // Its receipt was in Spanish too (issue 46).
    await started.runOutbox();
    const receipt = started.mails.find((sent) => sent.to === 'rosa@example.com');
    expect(receipt?.subject).toBe(`Solicitud de servicio ${id} recibida: Reportar un bache`);
    expect(receipt?.text).toContain(`/es/services/requests/${id}`);
    started.mails.length = 0;
    expect(
      await staffRequestStore.get().change(id, { kind: 'note', note: 'We will fill it this week.' }, agent),
    ).toEqual({ status: 'done' });
    await started.runOutbox();
    const mail = started.mails.find((sent) => sent.to === 'rosa@example.com');
    expect(mail?.subject).toBe(`Solicitud de servicio ${id} actualizada: Abierta`);
    expect(mail?.text).toContain('Actualización: Abierta. We will fill it this week.');
    // Its link opens the status page in Spanish (as the receipt's does).
    expect(mail?.text).toContain(`http://localhost:8080/es/services/requests/${id}`);
    // The public notes (status page, Open311) stay the city's English.
    const open311 = await call(started.backend, `/open311/v2/requests/${id}.json`);
    const [record] = (await open311.json()) as Record<string, unknown>[];
    expect(record.status_notes).toBe('Open. We will fill it this week.');
  });
});
