/** @jest-environment node */
// A volunteer application's receipt in the language of the form it came from (issue 46): its fixed words from
// the area's catalogues, the opportunity's record in that language, the opportunities page in it; English word
// for word as before.
import { DEFAULT_LOCALE, type Locale } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import type { VolunteerApplication } from '../../../types/content';
import { plainText } from '../../../utils/stored-text';
import { getVolunteerOpportunity } from '../data/volunteer-opportunities';
import { emptyVolunteerApplication } from './schema';
import { volunteerMail } from './store';

const parkCleanup = getVolunteerOpportunity('park-cleanup')!;
const application: VolunteerApplication = {
  ...emptyVolunteerApplication,
  name: 'Ana Lopez',
  email: ' ana@example.com ',
};
const ORIGIN = 'https://www.springfield.gov';
const WITHDRAW = 'https://www.springfield.gov/es/volunteer/application/withdraw?token=abc';

const intlIn = async (locale: Locale) => {
  await areaIntl.loadMessages(locale);
  return areaIntl.intl(locale);
};

describe('the receipt of a volunteer application', () => {
  it('in English, word for word as it was', async () => {
    const mail = volunteerMail(
      parkCleanup,
      application,
      'VOL-000007',
      ORIGIN,
      WITHDRAW,
      await intlIn(DEFAULT_LOCALE),
    );
    expect(mail).toEqual({
      to: 'ana@example.com',
      subject: 'Volunteer application received: Park Cleanup Crew (VOL-000007)',
      text: plainText([
        'Thank you for applying to volunteer with the City of Springfield. We have received your application.',
        [
          'Opportunity: Park Cleanup Crew',
          'Time commitment: 3 hours, monthly',
          'Location: Lincoln Park Pavilion',
          'Reference number: VOL-000007',
        ],
        'What happens next: the Volunteer Coordinator will contact you within 48 hours. You will ' +
          'then attend a brief orientation and the training your role needs (with a background check if the ' +
          'role requires one) before you start volunteering.',
        'Questions: write to volunteer@springfield.gov or call (555) 123-4590 ' +
          '(Springfield City Hall, Room 105) and quote your reference VOL-000007.',
        `If you change your mind, withdraw your application here (it is then deleted): ${WITHDRAW}`,
        'Volunteer opportunities: https://www.springfield.gov/volunteer',
        'City of Springfield',
      ]),
      locale: 'en',
    });
    expect(volunteerMail(parkCleanup, application, 'VOL-000007', ORIGIN, WITHDRAW)).toEqual(mail);
  });

  it('in Spanish', async () => {
    const mail = volunteerMail(parkCleanup, application, 'VOL-000007', ORIGIN, WITHDRAW, await intlIn('es'));
    expect(mail.subject).toBe(
      'Recibimos su solicitud de voluntariado: Equipo de limpieza de parques (VOL-000007)',
    );
    const lines = mail.text.split('\n');
    expect(lines).toContain('Oportunidad: Equipo de limpieza de parques');
    expect(lines).toContain('Tiempo requerido: 3 horas, mensual');
    expect(mail.text.replace(/\s+/g, ' ')).toContain('(Ayuntamiento de Springfield, sala 105)');
    expect(mail.text).toContain(WITHDRAW);
    expect(lines).toContain('Oportunidades de voluntariado: https://www.springfield.gov/es/volunteer');
    expect(lines.at(-1)).toBe('Ciudad de Springfield');
    expect(mail.locale).toBe('es');
  });

  it('in Traditional Chinese', async () => {
    const mail = volunteerMail(
      parkCleanup,
      application,
      'VOL-000007',
      ORIGIN,
      undefined,
      await intlIn('zh-Hant'),
    );
    expect(mail.subject).toBe('已收到您的志工申請：公園清潔隊（VOL-000007）');
    const lines = mail.text.split('\n');
    expect(lines).toContain('所需時間：3 小時，每月');
    expect(lines).toContain('志工機會：https://www.springfield.gov/zh-hant/volunteer');
    expect(mail.text).not.toContain('撤回');
    expect(lines.at(-1)).toBe('Springfield 市');
  });
});
