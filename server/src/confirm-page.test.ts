/** @jest-environment node */
// The page of an address's confirmation link: opening it confirms nothing (mail scanners open links), its
// button does; an altered or expired link gets a page that says so, never a server error.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { AreaBackend } from '@springfield/shared/contract';
import { confirmPages } from './confirm-page';
import { openDatabase } from './platform/database';
import { createPlatform } from './platform/platform';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the address confirmation page', () => {
  let clock = Date.now();
  let server: Server;
  let base: string;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let platform: ReturnType<typeof createPlatform>;
  const sent: { to: string; text: string }[] = [];
  let mailTo: (to: string) => Promise<void>;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    platform = createPlatform({
      database,
      siteOrigin: 'https://www.springfield.gov',
      log: () => {},
      now: () => clock,
      sendMail: async (_area, job) => void sent.push(job.payload as { to: string; text: string }),
    });
    let area: Parameters<Parameters<typeof platform.attach>[1]>[0] | undefined;
    await platform.attach('notes', (given): AreaBackend => {
      area = given;
      return { migrations: [], kept: [] };
    });
    mailTo = (to) =>
      area!.db.transaction((tx) => area!.mail(tx, { to, subject: 'Your receipt', text: 'Receipt 7' }));
    const app = express();
    app.use(
      confirmPages({
        platform,
        fromOwnPages: (req) => (req.get('sec-fetch-site') ?? 'same-origin') === 'same-origin',
        policy: "default-src 'self'",
      }),
    );
    await new Promise<void>((resolve, reject) => {
      server = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await platform.stop();
    await database.close();
  });

  /** The path and query of the confirmation link the last mail to `to` carried. */
  const linkTo = (to: string) => {
    const mail = sent.filter((m) => m.to === to).at(-1)!;
    const url = new URL(/https:\/\/\S+/.exec(mail.text)![0]);
    return `${url.pathname}${url.search}`;
  };

  it('shows a Confirm button that confirms, then sends what was held', async () => {
    await mailTo('resident@example.com');
    await platform.runOutbox();
    expect(sent.map((m) => m.text)).not.toContain('Receipt 7');
    const link = linkTo('resident@example.com');

    const opened = await fetch(`${base}${link}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const html = await opened.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(
      /<form method="post" action="\/mail\/confirm\?token=[^"]+"><button type="submit">Confirm<\/button>/,
    );
    // Opening it (twice, as a scanner would) sent nothing.
    await fetch(`${base}${link}`);
    await platform.runOutbox();
    expect(sent.map((m) => m.text)).not.toContain('Receipt 7');

    // A form from another site does not confirm.
    const forged = await fetch(`${base}${link}`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(forged.status).toBe(403);

    const confirmed = await fetch(`${base}${link}`, { method: 'POST', redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/mail/confirmed');
    expect(await (await fetch(`${base}/mail/confirmed`)).text()).toMatch(/Your e-mail address is confirmed/);
    await platform.runOutbox();
    expect(sent.map((m) => m.text)).toContain('Receipt 7');
  });

  it('says so, in the link’s language, for an altered or expired link: never a server error', async () => {
    await mailTo('other@example.com');
    await platform.runOutbox();
    const link = linkTo('other@example.com');
    const altered = await fetch(`${base}/es${link.slice(0, -3)}abc`);
    expect(altered.status).toBe(400);
    expect(await altered.text()).toMatch(/<html lang="es">[\s\S]*Este enlace no funciona/);
    const none = await fetch(`${base}/zh-hant/mail/confirm`);
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/此連結無法使用/);
    clock += 8 * DAY_MS;
    const expired = await fetch(`${base}${link}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toMatch(/This link has expired/);
    const late = await fetch(`${base}${link}`, { method: 'POST' });
    expect(late.status).toBe(410);
  });
});
