import { departmentPageNamed } from '../../departments/data/departments';
import { getService, services } from './services';

const shape = (slug: string) =>
  getService(slug)!.form.fields.map(({ name, type, options: choices, required }) => ({
    name,
    type,
    options: choices?.map((choice) => choice.value),
    required,
  }));

// The spec gives the four services' forms field by field (section 3) and their processing times (section 4):
// these tests hold the records in src/content/services to the spec's words.
describe('service form definitions', () => {
  it('has the spec’s four services', () => {
    expect(services.map((s) => s.slug)).toEqual([
      'pothole-report',
      'building-permit',
      'waste-schedule',
      'business-license',
    ]);
  });

  it('pothole-report: location, description, severity required; contact optional', () => {
    expect(shape('pothole-report')).toEqual([
      { name: 'location', type: 'text', options: undefined, required: true },
      { name: 'description', type: 'textarea', options: undefined, required: true },
      {
        name: 'severity',
        type: 'select',
        options: ['Low', 'Medium', 'High', 'Emergency'],
        required: true,
      },
      { name: 'contact', type: 'text', options: undefined, required: false },
    ]);
  });

  it('building-permit: five fields, all required', () => {
    expect(shape('building-permit')).toEqual([
      {
        name: 'projectType',
        type: 'select',
        options: ['New Construction', 'Addition', 'Renovation', 'Demolition'],
        required: true,
      },
      { name: 'address', type: 'text', options: undefined, required: true },
      { name: 'description', type: 'textarea', options: undefined, required: true },
      { name: 'contractor', type: 'text', options: undefined, required: true },
      { name: 'estimatedCost', type: 'text', options: undefined, required: true },
    ]);
  });

  it('waste-schedule: one required address', () => {
    expect(shape('waste-schedule')).toEqual([
      { name: 'address', type: 'text', options: undefined, required: true },
    ]);
  });

  it('business-license: five fields, all required', () => {
    expect(shape('business-license')).toEqual([
      { name: 'businessName', type: 'text', options: undefined, required: true },
      {
        name: 'businessType',
        type: 'select',
        options: ['Retail', 'Restaurant', 'Professional Services', 'Manufacturing', 'Other'],
        required: true,
      },
      { name: 'address', type: 'text', options: undefined, required: true },
      { name: 'owner', type: 'text', options: undefined, required: true },
      { name: 'employees', type: 'text', options: undefined, required: true },
    ]);
  });

  it('gives the estimated times of the spec', () => {
    expect(services.map((s) => s.estimatedTime)).toEqual([
      '3-5 business days',
      '10-15 business days',
      'Immediate',
      '5-7 business days',
    ]);
  });

  it('names as responsible a department that has a page', () => {
    for (const service of services) expect(departmentPageNamed(service.department)).toBeDefined();
  });

  it('finds nothing for an unknown slug', () => {
    expect(getService('%3Cscript%3E')).toBeUndefined();
    expect(getService(undefined)).toBeUndefined();
  });
});
