/** @jest-environment node */
// The staff store on both databases: sessions (only the id's digest kept, idle and absolute timeouts on a fake
// clock) and the append-only audit log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databases } from '@springfield/tooling/platform/testing';
import { openDatabase } from '../platform/database';
import { createStaffStore, migrateStaff, sha256, ABSOLUTE_MS, IDLE_MS, STAFF_SCHEMA } from './store';

type Database = Awaited<ReturnType<typeof openDatabase>>;

const agent = {
  subject: 'works.agent',
  name: 'Pat Rivera',
  email: 'works.agent@springfield.gov',
  roles: { services_payments: 'agent' as const },
};

describe.each(databases())('the staff store on $name', (choice) => {
  let server: { url: string | undefined; stop(): Promise<void> };
  let database: Database;
  let folder: string;
  let clock = new Date('2026-11-29T09:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    server = await choice.start();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-test-'));
    database = await openDatabase(server.url ? { url: server.url } : { dir: path.join(folder, 'data') });
    await migrateStaff(database);
    // A second start (another instance) changes nothing.
    await migrateStaff(database);
  });
  afterAll(async () => {
    await database.close();
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock = new Date('2026-11-29T09:00:00Z');
  });

  it('keeps only the digest of a session id, and reads the member back with a CSRF token', async () => {
    const store = createStaffStore(database, { now });
    const { id, csrf } = await store.create(agent, 'id-token');
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await database.transaction(
      (tx) => tx.query<{ id_sha256: string }>('SELECT id_sha256 FROM sessions'),
      { schema: STAFF_SCHEMA },
    );
    expect(rows.map((row) => row.id_sha256)).toContain(sha256(id));
    expect(JSON.stringify(rows)).not.toContain(id);
    const session = await store.read(id);
    expect(session?.staff).toEqual({ ...agent, csrf });
    expect(session?.idToken).toBe('id-token');
    expect(await store.read('not-a-session-id-at-all-000000')).toBeUndefined();
    expect(await store.read(undefined)).toBeUndefined();
  });

  it('ends a session left idle past the idle timeout, and keeps one in use', async () => {
    const store = createStaffStore(database, { now });
    const used = await store.create(agent);
    const idle = await store.create(agent);
    clock = new Date(clock.getTime() + IDLE_MS - 1000);
    expect(await store.read(used.id)).toBeDefined();
    clock = new Date(clock.getTime() + 2000);
    expect(await store.read(idle.id)).toBeUndefined();
    // Used a second ago: still there; and gone for good once idle.
    expect(await store.read(used.id)).toBeDefined();
    clock = new Date(clock.getTime() + IDLE_MS + 1);
    expect(await store.read(used.id)).toBeUndefined();
  });

  it('ends a session at the absolute timeout, however busy', async () => {
    const store = createStaffStore(database, { now });
    const { id } = await store.create(agent);
    for (let at = 0; at < ABSOLUTE_MS; at += IDLE_MS / 2) {
      clock = new Date(new Date('2026-11-29T09:00:00Z').getTime() + at);
      expect(await store.read(id)).toBeDefined();
    }
    clock = new Date(new Date('2026-11-29T09:00:00Z').getTime() + ABSOLUTE_MS + 1);
    expect(await store.read(id)).toBeUndefined();
  });

  it('ends a session at sign-out', async () => {
    const store = createStaffStore(database, { now });
    const { id } = await store.create(agent);
    await store.end(id);
    expect(await store.read(id)).toBeUndefined();
  });

  it('appends to the audit log, and refuses to change or delete a row', async () => {
    const store = createStaffStore(database, { now });
    await store.audit({ ...agent, area: 'services_payments', action: 'viewed', record: '/staff/requests/7' });
    await store.audit({
      ...agent,
      area: 'services_payments',
      action: 'status-changed',
      record: '7',
      detail: { to: 'closed' },
    });
    const log = await store.auditLog();
    expect(log[0]).toMatchObject({ action: 'status-changed', record: '7', detail: { to: 'closed' } });
    expect(log[1]).toMatchObject({
      subject: 'works.agent',
      name: 'Pat Rivera',
      area: 'services_payments',
      action: 'viewed',
      record: '/staff/requests/7',
      at: '2026-11-29T09:00:00.000Z',
    });
    const inSchema = (sql: string) => database.transaction((tx) => tx.query(sql), { schema: STAFF_SCHEMA });
    await expect(inSchema(`UPDATE audit SET name = 'Someone else'`)).rejects.toThrow(/append-only/);
    await expect(inSchema('DELETE FROM audit')).rejects.toThrow(/append-only/);
    expect((await store.auditLog()).length).toBe(log.length);
  });

  it('keeps a value once: the first writer wins', async () => {
    const store = createStaffStore(database, { now });
    expect(await store.keepOnce('test-key', 'first')).toBe('first');
    expect(await store.keepOnce('test-key', 'second')).toBe('first');
    expect(await store.kept('test-key')).toBe('first');
  });
});
