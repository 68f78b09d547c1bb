/** @jest-environment node */
// The checks of a request's attributes by Open311's six datatypes (issue 43), and of control characters. The
// four services declare singlevaluelist, string and text attributes; number, datetime and multivaluelist are
// checked here on definitions of their own, as a service that declares one would be.
import { serviceByCode, type Open311Attribute } from './catalogue';
import { attributeProblems, confirmationMail, hasControlCharacter } from './requests';

const attribute = (overrides: Partial<Open311Attribute>): Open311Attribute => ({
  variable: true,
  code: 'field',
  datatype: 'string',
  required: false,
  datatype_description: null,
  order: 1,
  description: 'A field',
  values: [],
  ...overrides,
});

const messages = (a: Open311Attribute, values: string[]) =>
  attributeProblems(a, values).map((p) => p.message);

describe("an attribute's values, by its datatype", () => {
  it('number: a decimal number, one', () => {
    const number = attribute({ code: 'employees', datatype: 'number' });
    for (const ok of ['4', '-3.5', '.5', '+12']) expect(messages(number, [ok])).toEqual([]);
    for (const bad of ['four', '4 people', '1e3', '0x10', '']) {
      expect(messages(number, [bad])).toEqual(['attribute[employees] must be a number.']);
    }
    expect(messages(number, ['1', '2'])).toEqual(['attribute[employees] takes one value.']);
  });

  it('datetime: a W3C datetime', () => {
    const when = attribute({ code: 'seen', datatype: 'datetime' });
    for (const ok of ['2026-11-26', '2026-11-26T07:42:50Z', '2026-11-26T01:42:50-06:00']) {
      expect(messages(when, [ok])).toEqual([]);
    }
    for (const bad of ['yesterday', '2026-13-45T00:00:00Z', '26/11/2026']) {
      expect(messages(when, [bad])).toEqual([
        'attribute[seen] must be a W3C datetime, e.g. 2010-01-01T00:00:00Z.',
      ]);
    }
  });

  it('singlevaluelist and multivaluelist: keys of the definition only', () => {
    const values = [
      { key: 'glass', name: 'Glass' },
      { key: 'paper', name: 'Paper' },
    ];
    const single = attribute({ code: 'kind', datatype: 'singlevaluelist', values });
    expect(messages(single, ['glass'])).toEqual([]);
    expect(messages(single, ['Glass'])).toEqual(['attribute[kind] must be one of: glass, paper.']);
    expect(messages(single, ['glass', 'paper'])).toEqual(['attribute[kind] must be one of: glass, paper.']);
    const multi = attribute({ code: 'kinds', datatype: 'multivaluelist', values });
    expect(messages(multi, ['glass', 'paper'])).toEqual([]);
    expect(messages(multi, ['glass', 'metal'])).toEqual(['attribute[kinds] must be some of: glass, paper.']);
  });

  it('string and text: their lengths, and control characters (text takes tabs and line breaks)', () => {
    const string = attribute({ code: 'name', datatype: 'string' });
    expect(messages(string, ['x'.repeat(1000)])).toEqual([]);
    expect(messages(string, ['x'.repeat(1001)])).toEqual([
      'attribute[name] must be at most 1,000 characters.',
    ]);
    expect(messages(string, ['a\tb'])).toEqual(['attribute[name] must not contain control characters.']);
    const text = attribute({ code: 'notes', datatype: 'text' });
    expect(messages(text, ['line 1\r\n\tline 2'])).toEqual([]);
    expect(messages(text, ['x'.repeat(4001)])).toEqual([
      'attribute[notes] must be at most 4,000 characters.',
    ]);
    expect(messages(text, ['a\u0000b'])).toEqual([
      'attribute[notes] must not contain control characters (tab and line breaks are allowed).',
    ]);
  });

  it('required: a value must be sent', () => {
    expect(messages(attribute({ code: 'kind', required: true }), [])).toEqual([
      'attribute[kind] is required.',
    ]);
    expect(messages(attribute({ code: 'kind' }), [])).toEqual([]);
  });
});

describe('control characters', () => {
  it('are U+0000-U+001F and U+007F; free text keeps tab, line feed and carriage return', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect([code, hasControlCharacter(text, true)]).toEqual([code, true]);
      expect([code, hasControlCharacter(text, false)]).toEqual([code, true]);
    }
    for (const code of [0x09, 0x0a, 0x0d]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect([code, hasControlCharacter(text, true)]).toEqual([code, false]);
      expect([code, hasControlCharacter(text, false)]).toEqual([code, true]);
    }
    expect(hasControlCharacter('Café ½ 北京 – “quoted”', false)).toBe(false);
  });
});

describe('the receipt of a new request, in the language of its form (issue 46)', () => {
  const pothole = serviceByCode('pothole-report')!;
  const platform = { siteOrigin: 'https://www.springfield.gov' };
  const request = {
    service_code: 'pothole-report',
    lat: null,
    long: null,
    address_string: 'Main St & 5th Ave',
    email: 'resident@example.com',
    first_name: null,
    last_name: null,
    phone: null,
    description: 'Two feet wide',
    media_url: null,
    attributes: { severity: 'High' },
  };
  // 07:42 UTC is 1:42 AM in Springfield (Central time).
  const AT = '2026-11-26T07:42:50Z';

  it('in English (an Open311 client’s too), word for word as it was', () => {
    const mail = confirmationMail(platform, pothole, request, '100042', AT);
    expect(mail).toEqual({
      to: 'resident@example.com',
      subject: 'Service request 100042 received: Report a Pothole',
      text: [
        'Thank you for your request to the City of Springfield. We have received it.',
        '',
        'Request number: 100042',
        'Service: Report a Pothole',
        'Location: Main St & 5th Ave',
        'Submitted: November 26, 2026, 1:42 AM (Springfield time)',
        '',
        "What happens next: Public Works handles this request. Processing time: 3-5 business days. We will update the request's status as the work goes on.",
        'Follow its status at any time: https://www.springfield.gov/services/requests/100042',
        '',
        'Please quote the request number if you contact us about it: Public Works, (555) 123-4200.',
        '',
        'City of Springfield',
      ].join('\n'),
      locale: 'en',
    });
    expect(confirmationMail(platform, pothole, request, '100042', AT, 'en')).toEqual(mail);
  });

  it('in Spanish: the service as the Spanish page names it, the date in Spanish, the status page in Spanish', () => {
    const mail = confirmationMail(platform, pothole, request, '100042', AT, 'es');
    expect(mail.locale).toBe('es');
    expect(mail.subject).toBe('Solicitud de servicio 100042 recibida: Reportar un bache');
    const lines = mail.text.split('\n');
    expect(lines).toContain('Número de solicitud: 100042');
    expect(lines).toContain('Servicio: Reportar un bache');
    expect(lines).toContain(
      'Próximos pasos: Obras Públicas se encarga de esta solicitud. Tiempo de trámite: de 3 a 5 días hábiles. Actualizaremos el estado de la solicitud a medida que avance el trabajo.',
    );
    // The date as the status page writes it in Spanish.
    expect(lines).toContain('Enviada: 26 de noviembre de 2026 a las 1:42 a.m. (hora de Springfield)');
    expect(lines).toContain(
      'Consulte su estado en cualquier momento: https://www.springfield.gov/es/services/requests/100042',
    );
    expect(lines.at(-1)).toBe('Ciudad de Springfield');
  });

  it('in Traditional Chinese', () => {
    const mail = confirmationMail(platform, pothole, request, '100042', AT, 'zh-Hant');
    expect(mail.subject).toBe('已收到服務申請 100042：通報路面坑洞');
    const lines = mail.text.split('\n');
    expect(lines).toContain('地點：Main St & 5th Ave');
    expect(lines).toContain(
      '後續流程：此申請由公共工程局負責處理。處理時間：3 至 5 個工作天。我們會隨工作進展更新申請的處理狀態。',
    );
    expect(lines).toContain('如就此申請與我們聯絡，請提供申請編號：公共工程局，(555) 123-4200。');
    expect(lines.at(-1)).toBe('Springfield 市');
  });
});
