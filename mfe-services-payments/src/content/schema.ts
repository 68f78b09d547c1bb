// The Departments, Services & Payments area's content, as an editor writes it: one JSON file per record under
// src/content/{collection}/, checked against these schemas when the area builds (tooling/content-collection.cjs),
// which names the file and the field of any mistake. The pages' types are these schemas' outputs, so the code
// and the files cannot drift. The pages import only types from here: valibot stays out of the browser bundle.
import * as v from 'valibot';

/** Text a resident reads: never empty, no spaces around it. */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** A list of texts with at least one. */
const texts = v.pipe(v.array(text), v.minLength(1, 'must list at least one'));

/** A whole number from 1: a place in a list. */
const position = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'));

/** A record's name in its address and its file's name: "public-works". */
const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens (public-works)'),
);

/** A phone number as the city writes it: (555) 123-4567. */
const phone = v.pipe(
  v.string(),
  v.regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a phone number written (555) 123-4567'),
);

/** An e-mail address. */
const email = v.pipe(v.string(), v.email('must be an e-mail address'));

/**
 * A full address: street (with any suite), city, state and ZIP code, as utils/postal-address.ts reads it for
 * search engines and the department cards show its street.
 */
const address = v.pipe(
  v.string(),
  v.regex(
    /^[^,]+(?:, [^,]+)*, [^,]+, [A-Z]{2} \d{5}(?:-\d{4})?$/,
    'must be a full address written "500 Industrial Parkway, Springfield, IL 62701"',
  ),
);

/** A date: "2025-05-30". */
const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'));

/** A picture of the departments' assets folder, by its file name. */
const picture = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9-]+\.(svg|png|jpg|webp)$/,
    'must be the file name of a picture in src/features/departments/assets',
  ),
);

/** An icon's name: "parks". */
const icon = v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/, 'must be an icon name in lowercase words'));

/** A service a department offers, on its page's "Our Services". */
const departmentServiceSchema = v.strictObject({
  name: text,
  description: text,
  /** Its phone line. */
  contact: phone,
  /** Active when left out (the spec's department pages badge every service Active). */
  status: v.optional(v.picklist(['Active', 'Seasonal'], 'must be Active or Seasonal')),
});

const staffMemberSchema = v.strictObject({
  name: text,
  title: text,
  email,
  phone,
});

/** A project on Public Works' "Current Projects". */
const projectSchema = v.pipe(
  v.strictObject({
    name: text,
    description: text,
    startDate: isoDate,
    expectedCompletion: isoDate,
    status: v.picklist(['In Progress'], 'must be In Progress'),
    /** As the page shows it: "$2.4M", "$850K". */
    budget: v.pipe(v.string(), v.regex(/^\$\d+(?:\.\d+)?[KM]?$/, 'must be an amount written $2.4M or $850K')),
    image: picture,
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['expectedCompletion']],
      (project) => project.expectedCompletion > project.startDate,
      // The value is the project's: valibot gives the whole object as the issue's input.
      (issue) => {
        const project = issue.input as { startDate: string; expectedCompletion: string };
        return `must be after startDate ("${project.startDate}"), received "${project.expectedCompletion}"`;
      },
    ),
    ['expectedCompletion'],
  ),
);

/** A department (src/content/departments): its card on /departments and its page, /departments/{slug}. */
export const departmentSchema = v.pipe(
  v.strictObject({
    /** Its page's address, /departments/{slug}, and its file's name. */
    slug,
    /** Where its card stands on /departments: 1 first. */
    order: position,
    name: text,
    /** The card's short description on /departments. */
    summary: text,
    /** The page's description, under its heading. */
    description: text,
    icon,
    priority: v.picklist(['high', 'medium'], 'must be high or medium'),
    /** Office hours as the pages write them: "Mon-Fri 8 AM-6 PM, Sat 9 AM-1 PM". */
    hours: text,
    /** A line answered around the clock besides the office's (Public Works' 24/7). */
    emergency: v.optional(v.strictObject({ hours: text, phone })),
    phone,
    email: v.optional(email),
    location: address,
    services: v.pipe(v.array(departmentServiceSchema), v.minLength(1, 'must list at least one')),
    staff: v.pipe(v.array(staffMemberSchema), v.minLength(1, 'must list at least one')),
    /** Current projects (Public Works). */
    projects: v.optional(v.array(projectSchema)),
    /** Words residents search with that the page does not contain. */
    keywords: texts,
  }),
  v.check(
    (department) =>
      new Set(department.services.map((service) => service.name)).size === department.services.length,
    'services: each service must have its own name',
  ),
);

export type Department = v.InferOutput<typeof departmentSchema>;
export type DepartmentService = Department['services'][number];
export type StaffMember = Department['staff'][number];
export type PublicWorksProject = NonNullable<Department['projects']>[number];
export type DepartmentPriority = Department['priority'];

/** A field of a service's request form. */
const formFieldSchema = v.pipe(
  v.strictObject({
    /** The field's name in the form and its Open311 attribute code: "projectType". */
    name: v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z]*$/, 'must be a field name in camelCase (projectType)')),
    label: text,
    type: v.picklist(['text', 'textarea', 'select'], 'must be text, textarea or select'),
    /**
     * A select's choices (a select only): each its value, what the form sends and the city's systems receive
     * (it stays English), and its label, what a resident reads (translated beside the record).
     */
    options: v.optional(
      v.pipe(v.array(v.strictObject({ value: text, label: text })), v.minLength(1, 'must list at least one')),
    ),
    required: v.boolean('must be true or false'),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['options']],
      (field) => (field.type === 'select') === (field.options !== undefined),
      (issue) =>
        (issue.input as { type: string }).type === 'select'
          ? 'must list the choices of a select, received nothing'
          : `must be left out: only a select has options, received a list on a ${(issue.input as { type: string }).type} field`,
    ),
    ['options'],
  ),
);

export type FormField = v.InferOutput<typeof formFieldSchema>;
export type FormFieldOption = NonNullable<FormField['options']>[number];
export type FormFieldType = FormField['type'];

/** A service residents request online (src/content/services): its page and form, /services/{slug}. */
export const serviceSchema = v.pipe(
  v.strictObject({
    /** Its page's address, /services/{slug}, its Open311 service_code and its file's name. */
    slug,
    /** Where it stands in Quick Services and the Service Directory: 1 first. */
    order: position,
    title: text,
    description: text,
    icon,
    /** The department that handles it, by its name ("Public Works"). */
    department: text,
    /** Processing time as the page shows it: "3-5 business days". */
    estimatedTime: text,
    /** The phone line for questions about it. */
    contact: phone,
    form: v.strictObject({
      fields: v.pipe(v.array(formFieldSchema), v.minLength(1, 'must list at least one')),
    }),
    /** The steps of "Process Overview", in order. */
    process: texts,
    /** Words residents search with that the page does not contain (also its Open311 keywords). */
    keywords: texts,
  }),
  v.check(
    (service) => new Set(service.form.fields.map((field) => field.name)).size === service.form.fields.length,
    'form.fields: each field must have its own name',
  ),
);

export type Service = v.InferOutput<typeof serviceSchema>;
