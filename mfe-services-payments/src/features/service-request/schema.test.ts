import { areaIntl } from '../../i18n/area-intl';
import { getService, serviceIn } from '../services';
import { formMessages } from './messages';
import {
  emptyValues,
  missingRequiredFields,
  readRequest,
  selectPlaceholder,
  storeProblemMessage,
  validateRequest,
} from './schema';

const pothole = getService('pothole-report')!;

describe('missingRequiredFields', () => {
  it('lists every required field of an empty form, in form order', () => {
    const missing = missingRequiredFields(pothole.form.fields, emptyValues(pothole.form.fields));
    expect(missing.map((field) => field.name)).toEqual(['location', 'description', 'severity']);
  });

  it('ignores optional fields and treats whitespace as blank', () => {
    const missing = missingRequiredFields(pothole.form.fields, {
      location: 'Main St & 5th Ave',
      description: '   ',
      severity: 'High',
      contact: '',
    });
    expect(missing.map((field) => field.name)).toEqual(['description']);
  });

  it('finds nothing missing in a complete form', () => {
    expect(
      missingRequiredFields(pothole.form.fields, {
        location: 'x',
        description: 'y',
        severity: 'Low',
        contact: '',
      }),
    ).toEqual([]);
  });
});

describe('validateRequest', () => {
  it('says each missing field is required', () => {
    expect(validateRequest(pothole.form.fields, emptyValues(pothole.form.fields))).toEqual([
      { field: 'location', message: 'Location is required.' },
      { field: 'description', message: 'Description is required.' },
      { field: 'severity', message: 'Severity is required.' },
    ]);
  });

  it('takes only one of its options for a select', () => {
    const values = { location: 'x', description: 'y', severity: 'high', contact: '' };
    expect(validateRequest(pothole.form.fields, values)).toEqual([
      { field: 'severity', message: 'Severity must be one of the listed options.' },
    ]);
    expect(validateRequest(pothole.form.fields, { ...values, severity: 'High' })).toEqual([]);
  });
});

describe('readRequest', () => {
  it("keeps the service's own fields, each by its name, and nothing else", () => {
    const form = new FormData();
    form.append('location', 'Elm St');
    form.append('severity', 'Low');
    form.append('admin', 'true');
    expect(readRequest(pothole.form.fields, form)).toEqual({
      location: 'Elm St',
      description: '',
      severity: 'Low',
      contact: '',
    });
  });
});

describe("the store's problems in the page's words", () => {
  const fields = getService('pothole-report')?.form.fields ?? [];
  const field = (name: string) => {
    const found = fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };

  it('words each rule with the field’s label, as the store wrote them in English before', () => {
    const en = areaIntl.intl('en');
    expect(
      storeProblemMessage(field('description'), { field: 'description', rule: 'too-long', limit: 4000 }, en),
    ).toBe('Description must be at most 4,000 characters.');
    expect(storeProblemMessage(field('severity'), { field: 'severity', rule: 'choice' }, en)).toBe(
      'Severity must be one of the listed options.',
    );
    expect(storeProblemMessage(field('location'), { field: 'location', rule: 'required' }, en)).toBe(
      'Location is required.',
    );
    expect(storeProblemMessage(field('contact'), { field: 'contact', rule: 'invalid' }, en)).toBe(
      'Contact Information is not valid.',
    );
  });

  it('in Spanish, with the Spanish label and number', async () => {
    await areaIntl.loadMessages('es');
    const es = areaIntl.intl('es');
    const description = serviceIn('pothole-report', 'es')?.form.fields.find((f) => f.name === 'description');
    if (!description) throw new Error('no Spanish description');
    expect(
      storeProblemMessage(description, { field: 'description', rule: 'too-long', limit: 4000 }, es),
    ).toBe(es.formatMessage(formMessages.tooLong, { label: description.label, max: es.formatNumber(4000) }));
    expect(
      storeProblemMessage(description, { field: 'description', rule: 'too-long', limit: 4000 }, es),
    ).toBe('El campo «Descripción» admite como máximo 4000 caracteres.');
  });
});

it('names select placeholders "Select {label}"', () => {
  const severity = getService('pothole-report')!.form.fields.find((field) => field.name === 'severity')!;
  expect(selectPlaceholder(severity)).toBe('Select Severity');
});
