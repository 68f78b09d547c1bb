// The site's request types as Open311 GeoReport v2 services (issue 25), read from the same data the request
// forms are drawn from (features/services/data/services.ts): change a form's field and its service definition
// follows. Each form field is one of Open311's standard fields (the location is `address_string`, the
// description `description`, the pothole report's contact `email` or `phone`) or an attribute of the service,
// whose `code` is the field's name.
import type { FormField, Service } from '../types/content';
import { optionValues, serviceKeywords, services } from '../features/services/data/services';

/** The city's jurisdiction_id ("the jurisdiction's main website root url, without the www"). */
export const JURISDICTION_ID = 'springfield.gov';

/** GET Service List's fields. */
export interface Open311Service {
  service_code: string;
  service_name: string;
  description: string;
  metadata: boolean;
  type: 'realtime';
  keywords: string;
  group: string;
}

export type Open311Datatype =
  'string' | 'number' | 'datetime' | 'text' | 'singlevaluelist' | 'multivaluelist';

/** GET Service Definition's attribute. */
export interface Open311Attribute {
  variable: boolean;
  code: string;
  datatype: Open311Datatype;
  required: boolean;
  datatype_description: string | null;
  order: number;
  description: string;
  values: { key: string; name: string }[];
}

export interface Open311ServiceDefinition {
  service_code: string;
  attributes: Open311Attribute[];
}

/** The standard field a form field fills, or 'attribute' (a field of the service's own). */
export type FieldRole = 'address_string' | 'description' | 'contact' | 'attribute';

/** By the field's name: the same words mean the same in every form of the site. */
export function roleOf(field: FormField): FieldRole {
  if (field.name === 'location' || field.name === 'address') return 'address_string';
  if (field.name === 'description') return 'description';
  if (field.name === 'contact') return 'contact';
  return 'attribute';
}

const datatypeOf = (field: FormField): Open311Datatype =>
  field.type === 'select' ? 'singlevaluelist' : field.type === 'textarea' ? 'text' : 'string';

/** One service: its form, its Open311 listing and definition. */
export interface CatalogueEntry {
  service: Service;
  listing: Open311Service;
  definition: Open311ServiceDefinition;
  /** The form fields that are attributes, in form order. */
  attributeFields: readonly FormField[];
  /** The form field that holds the location (address_string), the description, the contact. */
  fieldFor: Partial<Record<Exclude<FieldRole, 'attribute'>, FormField>>;
  /** What the city will do, answered with a new request (Open311's service_notice). */
  notice: string;
}

function entryOf(service: Service): CatalogueEntry {
  const { fields } = service.form;
  const attributeFields = fields.filter((field) => roleOf(field) === 'attribute');
  const fieldFor: CatalogueEntry['fieldFor'] = {};
  for (const field of fields) {
    const role = roleOf(field);
    if (role !== 'attribute') fieldFor[role] = field;
  }
  return {
    service,
    attributeFields,
    fieldFor,
    listing: {
      service_code: service.slug,
      service_name: service.title,
      description: service.description,
      metadata: attributeFields.length > 0,
      type: 'realtime',
      keywords: (serviceKeywords[service.slug] ?? []).join(', '),
      group: service.department,
    },
    definition: {
      service_code: service.slug,
      attributes: attributeFields.map((field, index) => ({
        variable: true,
        code: field.name,
        datatype: datatypeOf(field),
        required: field.required,
        datatype_description: field.type === 'select' ? `One of: ${optionValues(field).join(', ')}.` : null,
        order: index + 1,
        description: field.label,
        values: (field.options ?? []).map((option) => ({ key: option.value, name: option.label })),
      })),
    },
    notice: `${service.department} handles this request. Processing time: ${service.estimatedTime}.`,
  };
}

export const catalogue: readonly CatalogueEntry[] = services.map(entryOf);

/** The service of a service_code (the service's slug), or undefined. */
export const serviceByCode = (code: string | undefined | null): CatalogueEntry | undefined =>
  catalogue.find((entry) => entry.listing.service_code === code);
