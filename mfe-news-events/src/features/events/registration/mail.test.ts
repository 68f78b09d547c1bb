/** @jest-environment node */
// A registration's mails in the language the resident registered in (issue 46): the confirmation and the
// organisers' cancellation, their fixed words from the catalogues, the event's from its record in that language,
// dates and times from shared's formatters; English word for word as before.
import type { EventRegistration } from '../../../types/content';
import { getEvent } from '../utils/event-queries';
import { cancellationMail, mailIntl, registrationMail } from './mail';

const workshop = getEvent('2')!;
const ana: EventRegistration = {
  name: ' Ana Lee ',
  email: ' ana@example.com ',
  phone: '',
  organization: '',
  notes: '',
};
const ORIGIN = 'https://www.springfield.gov';
const CANCEL = 'https://www.springfield.gov/es/events/registration/cancel?token=abc';

describe('the confirmation of a registration', () => {
  it('in English, word for word as it was', async () => {
    const mail = registrationMail(workshop, ana, 'REG-000042', ORIGIN, CANCEL, await mailIntl('en'));
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(
      'Registration confirmed: Home Energy Efficiency Workshop, Saturday, January 18, 2025 (REG-000042)',
    );
    expect(mail.text).toBe(
      [
        'Dear Ana Lee,',
        '',
        'You are registered for Home Energy Efficiency Workshop.',
        '',
        'Event: Home Energy Efficiency Workshop',
        'Date: Saturday, January 18, 2025',
        'Time: 10:00 AM - 12:00 PM',
        'Location: Springfield Public Library, Community Room, 250 Library Lane, Springfield, IL 62701',
        'Registration reference: REG-000042',
        '',
        'What happens next: your place is reserved and there is nothing more to do. If you have a question or an accessibility need, write to sustainability@springfield.gov and quote your reference REG-000042.',
        '',
        'If you can no longer attend, cancel your registration here, so that someone else can take your place:',
        CANCEL,
        '',
        "The event's page: https://www.springfield.gov/events/2",
        '',
        'City of Springfield',
      ].join('\n'),
    );
    // Without a formatter (a caller that has none): English.
    expect(registrationMail(workshop, ana, 'REG-000042', ORIGIN, CANCEL)).toEqual(mail);
  });

  it('in Spanish: its words, the event’s record, the date and times as Spanish writes them', async () => {
    const mail = registrationMail(workshop, ana, 'REG-000042', ORIGIN, CANCEL, await mailIntl('es'));
    expect(mail.locale).toBe('es');
    expect(mail.subject).toBe(
      'Inscripción confirmada: Taller de eficiencia energética en el hogar, sábado, 18 de enero de 2025 (REG-000042)',
    );
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hola, Ana Lee:');
    expect(lines).toContain('Ya tiene su lugar en Taller de eficiencia energética en el hogar.');
    expect(lines).toContain('Fecha: sábado, 18 de enero de 2025');
    expect(lines).toContain('Hora: 10:00 a.m. – 12:00 p.m.');
    expect(lines).toContain('Referencia de inscripción: REG-000042');
    expect(lines).toContain(CANCEL);
    expect(lines).toContain('Página del evento: https://www.springfield.gov/es/events/2');
    expect(lines.at(-1)).toBe('Ciudad de Springfield');
    expect(mail.text).not.toMatch(/Dear|registered|Saturday|City of Springfield/);
  });

  it('in Traditional Chinese', async () => {
    const mail = registrationMail(workshop, ana, 'REG-000042', ORIGIN, undefined, await mailIntl('zh-Hant'));
    expect(mail.locale).toBe('zh-Hant');
    expect(mail.subject).toBe('報名確認：居家節能講座，2025年1月18日星期六（REG-000042）');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Ana Lee 您好：');
    expect(lines).toContain('您已成功報名參加「居家節能講座」。');
    expect(lines).toContain('時間：上午10:00至中午12:00');
    expect(lines).toContain('活動頁面：https://www.springfield.gov/zh-hant/events/2');
    expect(lines.at(-1)).toBe('Springfield 市');
    // No cancel link given: no paragraph about one.
    expect(mail.text).not.toContain('取消報名');
  });

  it('in English for a language the site does not have', async () => {
    const mail = registrationMail(workshop, ana, 'REG-000042', ORIGIN, CANCEL, await mailIntl('fr'));
    expect(mail.locale).toBe('en');
    expect(mail.subject).toMatch(/^Registration confirmed: /);
  });
});

describe('the organisers’ cancellation of a registration', () => {
  const ana = { email: 'ana@example.com', name: 'Ana Lee' };

  it('in English, word for word as it was', async () => {
    const mail = cancellationMail(workshop, ana, ORIGIN, await mailIntl(undefined));
    expect(mail).toEqual({
      to: 'ana@example.com',
      subject: 'Registration cancelled: Home Energy Efficiency Workshop',
      text: [
        'Dear Ana Lee,',
        '',
        'The organisers of Home Energy Efficiency Workshop (2025-01-18, 10:00 AM) have cancelled your registration.',
        'Questions: reply to the City of Springfield, or see https://www.springfield.gov/events/2',
        '',
        'City of Springfield',
      ].join('\n'),
      locale: 'en',
    });
  });

  it('in Spanish', async () => {
    const mail = cancellationMail(workshop, ana, ORIGIN, await mailIntl('es'));
    expect(mail.subject).toBe('Inscripción cancelada: Taller de eficiencia energética en el hogar');
    expect(mail.text.split('\n')).toContain(
      'La organización de Taller de eficiencia energética en el hogar (sábado, 18 de enero de 2025, 10:00 a.m.) canceló su inscripción.',
    );
    expect(mail.text).toContain('https://www.springfield.gov/es/events/2');
  });

  it('in Traditional Chinese', async () => {
    const mail = cancellationMail(workshop, ana, ORIGIN, await mailIntl('zh-Hant'));
    expect(mail.subject).toBe('報名已取消：居家節能講座');
    expect(mail.text.split('\n')).toContain(
      '「居家節能講座」（2025年1月18日星期六，上午10:00）的主辦單位已取消您的報名。',
    );
    expect(mail.text.split('\n').at(-1)).toBe('Springfield 市');
  });
});
