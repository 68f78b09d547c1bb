import { getService } from '../data/services';
import { emptyValues, missingRequiredFields } from './validate-request';

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
