/** @jest-environment node */
// Issue 43, finding 1: the city's mail server was anyone's. A service request (Open311 or the site's form) with
// someone else's address and a phishing text made the city send that text, from its own sender, to the victim.
// Now nothing a sender typed reaches an address that has not confirmed it is the resident's, and no address
// gets more than the day's share, however many requests name it.
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import declaration from '../../area.json';
import { createBackend } from './backend';
import { createdId, keyCommands, postRequest, potholeFields } from './test-helpers';
import { serviceRequestStore } from '../features/service-request';

const PHISHING = 'Water shut-off today. Pay now: https://evil.example/pay';

describe('a service request naming someone else’s address', () => {
  let started: StartedBackend;
  let key: string;
  beforeAll(async () => {
    // The site's rules, as a deployment runs them: addresses confirm first, 3 mails a day to one address.
    started = await startBackend({ area: declaration.name, createBackend, unconfirmed: true, mailPerDay: 3 });
    ({ key } = await keyCommands.issueOpen311Key(started.database, 'Attacker'));
  });
  afterAll(() => started.close());

  const post = (email: string) =>
    postRequest(
      started.backend,
      key,
      potholeFields({ email, address_string: PHISHING, description: PHISHING, first_name: PHISHING }),
    );

  it('sends the victim no word of it: one confirmation of the site’s own words, then nothing more', async () => {
    for (let i = 0; i < 10; i += 1) await createdId(await post('victim1@example.org'));
    while ((await started.runOutbox()) > 0);
    const toVictim = started.mails.filter((mail) => mail.to === 'victim1@example.org');
    expect(toVictim).toHaveLength(1);
    const [mail] = toVictim;
    expect(mail.subject).toBe('Confirm your e-mail address for the City of Springfield');
    expect(JSON.stringify(mail)).not.toMatch(/evil|shut-off|Pay now/i);
    // What was held for the address: at most the day's share (3); deleted unsent if it never confirms.
    type Database = {
      transaction<T>(
        work: (tx: { query(sql: string): Promise<{ rows: { n: number }[] }> }) => Promise<T>,
      ): Promise<T>;
    };
    const { rows } = await (started.database as Database).transaction((tx) =>
      tx.query('SELECT count(*)::int AS n FROM site_platform.held_mail'),
    );
    expect(rows[0].n).toBe(3);
  });

  it('asks in the language of the form the request was sent with', async () => {
    const outcome = await serviceRequestStore
      .get()
      .submitForm(
        'pothole-report',
        { location: 'Calle Main 5', description: 'Un bache', severity: 'High', contact: 'lucia@example.org' },
        'form-key-es',
        'es',
      );
    expect(outcome.status).toBe('created');
    while ((await started.runOutbox()) > 0);
    const [mail] = started.mails.filter((m) => m.to === 'lucia@example.org');
    expect(mail.subject).toBe('Confirme su dirección de correo electrónico para la Ciudad de Springfield');
    expect(mail.text).toMatch(/http:\/\/localhost:8080\/es\/mail\/confirm\?token=/);
    expect(mail.text).not.toContain('Un bache');
  });

  it('sends the receipt once the address’s owner confirms it', async () => {
    await createdId(await post('resident2@example.org'));
    while ((await started.runOutbox()) > 0);
    expect(started.mails.filter((mail) => mail.to === 'resident2@example.org')).toHaveLength(1);
    expect(await started.confirm('resident2@example.org')).toEqual({ released: 1 });
    while ((await started.runOutbox()) > 0);
    const [, receipt] = started.mails.filter((mail) => mail.to === 'resident2@example.org');
    expect(receipt.subject).toMatch(/^Service request \d+ received: Report a Pothole$/);
  });
});
