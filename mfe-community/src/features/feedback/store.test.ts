/** @jest-environment node */
// A feedback's receipt in the language of the form it came from (issue 46): its fixed words from the area's
// catalogues, the category as the form lists it there, the phone's hours as the page writes them; English word
// for word as before.
import { DEFAULT_LOCALE, type Locale } from '@springfield/shared';
import { areaIntl } from '../../i18n/area-intl';
import type { FeedbackForm } from '../../types/content';
import { plainText } from '../../utils/stored-text';
import { defaultFeedbackForm } from './schema';
import { feedbackMail } from './store';

const signed: FeedbackForm = {
  ...defaultFeedbackForm,
  name: 'Ana Lopez',
  email: ' ana@example.com ',
  category: 'infrastructure',
  message: 'Thanks for the new crosswalk.',
  followUp: true,
};

const intlIn = async (locale: Locale) => {
  await areaIntl.loadMessages(locale);
  return areaIntl.intl(locale);
};

describe('the receipt of a feedback', () => {
  it('in English, word for word as it was', async () => {
    const mail = feedbackMail(signed, 'FB-000042', await intlIn(DEFAULT_LOCALE));
    expect(mail).toEqual({
      to: 'ana@example.com',
      subject: 'We received your feedback (FB-000042)',
      text: plainText([
        'Thank you for your feedback to the City of Springfield. We have received it.',
        ['Reference number: FB-000042', 'Category: Infrastructure & Roads'],
        'What happens next: city staff will review your feedback and, as you asked for a follow-up ' +
          'response, reply to this e-mail address within 3-5 business days.',
        'If you have something to add in the meantime, write to feedback@springfield.gov or call ' +
          '(555) 123-4567 (Monday - Friday, 8 AM - 5 PM) and quote your reference FB-000042. ' +
          'For an emergency, call 911.',
        'City of Springfield',
      ]),
      locale: 'en',
    });
    // Without a formatter: English.
    expect(feedbackMail(signed, 'FB-000042')).toEqual(mail);
  });

  it('in Spanish', async () => {
    const mail = feedbackMail(signed, 'FB-000042', await intlIn('es'));
    expect(mail.subject).toBe('Recibimos sus comentarios (FB-000042)');
    const lines = mail.text.split('\n');
    expect(lines).toContain('Número de referencia: FB-000042');
    expect(lines).toContain('Categoría: Infraestructura y calles');
    // The phone's hours as the Spanish page writes them.
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      'llame al (555) 123-4567 (de lunes a viernes, de 8:00 a.m. a 5:00 p.m.) e indique su referencia FB-000042.',
    );
    expect(lines.at(-1)).toBe('Ciudad de Springfield');
    expect(mail.locale).toBe('es');
  });

  it('in Traditional Chinese', async () => {
    const mail = feedbackMail(signed, 'FB-000042', await intlIn('zh-Hant'));
    expect(mail.subject).toBe('我們已收到您的意見回饋（FB-000042）');
    const lines = mail.text.split('\n');
    expect(lines).toContain('類別：基礎設施及道路');
    expect(mail.text).toContain('星期一至星期五，上午8:00至下午5:00');
    expect(lines.at(-1)).toBe('Springfield 市');
    expect(mail.locale).toBe('zh-Hant');
  });
});
