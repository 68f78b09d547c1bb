/** @jest-environment node */
// The platform's `audit` as the areas get it (issue 44): a row of the site's audit log written in the area's own
// transaction (committed with the change, rolled back with it), whatever the transaction's search path.
import { openDatabase } from '../platform/database';
import { openStaff } from '.';

it('writes an area’s audit row in its transaction, and drops it when the change rolls back', async () => {
  const database = await openDatabase({ memory: true });
  try {
    const staff = await openStaff({ database, origin: 'http://localhost', env: {} });
    const context = {
      member: {
        subject: 'works.agent',
        name: 'Pat Rivera',
        roles: { area_test: 'agent' as const },
        csrf: 'x',
      },
      area: 'area_test',
      role: 'agent' as const,
    };
    await database.transaction(
      async (tx) => {
        await tx.query('CREATE TABLE things (id int)');
        await staff.audit(tx, context, { action: 'stage-changed', record: '7', detail: { to: 'closed' } });
      },
      { schema: 'public' },
    );
    await expect(
      database.transaction(async (tx) => {
        await staff.audit(tx, context, { action: 'note-added', record: '8' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const log = await staff.store.auditLog();
    expect(log.map((row) => [row.action, row.record, row.name, row.area])).toEqual([
      ['stage-changed', '7', 'Pat Rivera', 'area_test'],
    ]);
    staff.close();
  } finally {
    await database.close();
  }
});

it('refuses a city provider without its client id and secret', async () => {
  const database = await openDatabase({ memory: true });
  try {
    await expect(
      openStaff({
        database,
        origin: 'https://www.springfield.gov',
        env: { STAFF_OIDC_ISSUER: 'https://login.example' },
      }),
    ).rejects.toThrow(/STAFF_OIDC_CLIENT_ID/);
  } finally {
    await database.close();
  }
});

it('offers no staff sign-in on a deployment without a city provider: the test accounts never open a real site', async () => {
  const database = await openDatabase({ memory: true });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const staff = await openStaff({ database, origin: 'https://www.springfield.gov', env: {} });
    expect(staff.provider).toBe('none');
    const express = (await import('express')).default;
    const app = express();
    app.use(await staff.router(async () => ({ status: 200, headers: {}, body: '' })));
    const server = app.listen(0);
    try {
      const { port } = server.address() as import('node:net').AddressInfo;
      for (const path of ['/staff', '/staff/sign-in', '/staff/idp/.well-known/openid-configuration']) {
        const response = await fetch(`http://localhost:${port}${path}`);
        expect(response.status).toBe(503);
        expect(await response.text()).toContain('Staff sign-in is not set up');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Staff sign-in is off'));
    staff.close();
  } finally {
    errors.mockRestore();
    await database.close();
  }
});
