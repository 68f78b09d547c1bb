/** @jest-environment node */
// The staff side's checks in front of the renderer (issue 44): a session is needed (else sign-in), a role in the
// area whose staff page it is (else 403), the session's CSRF token on every POST (else 403) and an agent's role
// to change anything; every read of an area's staff page and every form is written to the audit log; a session
// left idle is over; staff answers are never cached.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { openDatabase } from '../platform/database';
import { readRolesConfig } from './roles';
import { createStaffSide, type StaffRender } from './staff-side';
import { createStaffStore, migrateStaff, IDLE_MS } from './store';

type Database = Awaited<ReturnType<typeof openDatabase>>;

const LIST = {
  contract: 1,
  remotes: {
    services_payments: {
      entry: 'http://localhost:1/mf-manifest.json',
      staff: { prefixes: ['/staff/requests'], module: './staffRoutes', label: 'Service requests' },
    },
  },
};

describe('the staff side', () => {
  let database: Database;
  let server: Server;
  let base: string;
  let clock = new Date('2026-11-29T09:00:00Z');
  const render = jest.fn<ReturnType<StaffRender>, Parameters<StaffRender>>(async () => ({
    status: 200,
    headers: { 'Cache-Control': 'public, max-age=60' },
    body: '<h1>page</h1>',
  }));
  let store: ReturnType<typeof createStaffStore>;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateStaff(database);
    store = createStaffStore(database, { now: () => clock });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.list = LIST;
      next();
    });
    app.use(
      createStaffSide({
        store,
        roles: readRolesConfig(),
        origin: 'http://localhost',
        provider: async () => {
          throw new Error('no provider in this test');
        },
        render,
        file: async (_list, location) =>
          location.pathname === '/staff/requests/export.csv'
            ? { filename: 'requests.csv', type: 'text/csv; charset=utf-8', body: 'id\n1\n' }
            : undefined,
        now: () => clock,
      }),
    );
    app.use((_req, res) => {
      res.status(404).send('not staff');
    });
    server = app.listen(0);
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });
  beforeEach(() => {
    render.mockClear();
    clock = new Date('2026-11-29T09:00:00Z');
  });

  const member = (groups: Record<string, 'viewer' | 'agent' | 'admin'>) => ({
    subject: 'someone',
    name: 'Some One',
    roles: groups,
  });
  const session = async (roles: Record<string, 'viewer' | 'agent' | 'admin'>) => {
    const created = await store.create(member(roles));
    return { cookie: `sf-staff=${created.id}`, csrf: created.csrf };
  };
  const post = (path: string, cookie: string, body: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams(body),
      redirect: 'manual',
    });

  it('renders an area’s staff page for a member with a role in it, never cached, and records the read', async () => {
    const { cookie } = await session({ services_payments: 'agent' });
    const response = await fetch(`${base}/staff/requests/100001`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(render).toHaveBeenCalledWith('http://localhost/staff/requests/100001', undefined, LIST, {
      member: expect.objectContaining({ subject: 'someone', roles: { services_payments: 'agent' } }),
      context: expect.objectContaining({ area: 'services_payments', role: 'agent' }),
    });
    expect((await store.auditLog({ limit: 1 }))[0]).toMatchObject({
      subject: 'someone',
      name: 'Some One',
      area: 'services_payments',
      action: 'viewed',
      record: '/staff/requests/100001',
    });
  });

  it('refuses (403) a member without a role in the area, and records it', async () => {
    const { cookie } = await session({ news_events: 'admin' });
    const response = await fetch(`${base}/staff/requests/100001`, { headers: { cookie } });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('You cannot use this page');
    expect(render).not.toHaveBeenCalled();
    expect((await store.auditLog({ limit: 1 }))[0]).toMatchObject({
      action: 'refused',
      area: 'services_payments',
    });
  });

  it('sends a visitor without a session to sign in, and back to the page after', async () => {
    const response = await fetch(`${base}/es/staff/requests?stage=open`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/staff/sign-in?return=${encodeURIComponent('/es/staff/requests?stage=open')}`,
    );
    // The staff home renders signed out (its sign-in button).
    const home = await fetch(`${base}/staff`);
    expect(home.status).toBe(200);
    expect(render).toHaveBeenLastCalledWith('http://localhost/staff', undefined, LIST, { member: null });
  });

  it('refuses a form without the session’s CSRF token, or from another site (403)', async () => {
    const { cookie, csrf } = await session({ services_payments: 'agent' });
    for (const body of [
      { intent: 'note', note: 'x' },
      { _csrf: 'forged', intent: 'note', note: 'x' },
    ] as Record<string, string>[]) {
      const response = await post('/staff/requests/100001', cookie, body);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('This form has expired');
    }
    const crossSite = await fetch(`${base}/staff/requests/100001`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({ _csrf: csrf, intent: 'note', note: 'x' }),
    });
    expect(crossSite.status).toBe(403);
    expect(render).not.toHaveBeenCalled();
  });

  it('hands a form with the token to the renderer, and records it', async () => {
    const { cookie, csrf } = await session({ services_payments: 'agent' });
    render.mockResolvedValueOnce({
      status: 303,
      headers: { Location: '/staff/requests/100001?updated=note' },
    });
    const response = await post('/staff/requests/100001', cookie, {
      _csrf: csrf,
      intent: 'note',
      note: 'Seen',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff/requests/100001?updated=note');
    expect(render.mock.calls[0][1]).toEqual({ body: `_csrf=${csrf}&intent=note&note=Seen`, answer: 'page' });
    expect((await store.auditLog({ limit: 1 }))[0]).toMatchObject({
      action: 'submitted',
      record: '/staff/requests/100001',
      detail: { status: 303 },
    });
  });

  it('lets a viewer read but not change (403)', async () => {
    const { cookie, csrf } = await session({ services_payments: 'viewer' });
    expect((await fetch(`${base}/staff/requests`, { headers: { cookie } })).status).toBe(200);
    const response = await post('/staff/requests/100001', cookie, { _csrf: csrf, intent: 'note', note: 'x' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('You cannot change records here');
  });

  it('ends a session left idle: the next staff page asks for sign-in again', async () => {
    const { cookie } = await session({ services_payments: 'agent' });
    clock = new Date(clock.getTime() + IDLE_MS + 1000);
    const response = await fetch(`${base}/staff/requests`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/staff\/sign-in/);
  });

  it('sends an area’s file as a private attachment, and records the export', async () => {
    const { cookie } = await session({ services_payments: 'viewer' });
    const response = await fetch(`${base}/staff/requests/export.csv`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="requests.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe('id\n1\n');
    expect((await store.auditLog({ limit: 1 }))[0]).toMatchObject({
      action: 'exported',
      record: '/staff/requests/export.csv',
    });
    expect((await fetch(`${base}/staff/requests/other.csv`, { headers: { cookie } })).status).toBe(404);
    const other = await session({ news_events: 'admin' });
    expect(
      (await fetch(`${base}/staff/requests/export.csv`, { headers: { cookie: other.cookie } })).status,
    ).toBe(403);
  });

  it('leaves every other path to the site', async () => {
    expect(await (await fetch(`${base}/staffing`)).text()).toBe('not staff');
  });
});
