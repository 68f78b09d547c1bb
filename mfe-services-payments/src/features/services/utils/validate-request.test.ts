import { getService } from '../data/services';
import { emptyValues, missingRequiredFields, readRequest, validateRequest } from './validate-request';

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
