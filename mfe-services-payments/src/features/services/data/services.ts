import type { RecordNotFoundProps, SitePath } from '@springfield/shared';
import { departmentsSection } from '../../departments/data/departments';
import type { FormField, Service } from '../../../types/content';

const potholeFields: readonly FormField[] = [
  { name: 'location', label: 'Location', type: 'text', required: true },
  { name: 'description', label: 'Description', type: 'textarea', required: true },
  {
    name: 'severity',
    label: 'Severity',
    type: 'select',
    options: ['Low', 'Medium', 'High', 'Emergency'],
    required: true,
  },
  { name: 'contact', label: 'Contact Information', type: 'text', required: false },
];

const buildingPermitFields: readonly FormField[] = [
  {
    name: 'projectType',
    label: 'Project Type',
    type: 'select',
    options: ['New Construction', 'Addition', 'Renovation', 'Demolition'],
    required: true,
  },
  { name: 'address', label: 'Property Address', type: 'text', required: true },
  { name: 'description', label: 'Project Description', type: 'textarea', required: true },
  { name: 'contractor', label: 'Contractor Name', type: 'text', required: true },
  { name: 'estimatedCost', label: 'Estimated Cost', type: 'text', required: true },
];

const wasteScheduleFields: readonly FormField[] = [
  { name: 'address', label: 'Street Address', type: 'text', required: true },
];

const businessLicenseFields: readonly FormField[] = [
  { name: 'businessName', label: 'Business Name', type: 'text', required: true },
  {
    name: 'businessType',
    label: 'Business Type',
    type: 'select',
    options: ['Retail', 'Restaurant', 'Professional Services', 'Manufacturing', 'Other'],
    required: true,
  },
  { name: 'address', label: 'Business Address', type: 'text', required: true },
  { name: 'owner', label: 'Owner Name', type: 'text', required: true },
  { name: 'employees', label: 'Number of Employees', type: 'text', required: true },
];

/** The four service request pages, /services/{slug}. */
export const services: readonly Service[] = [
  {
    slug: 'pothole-report',
    title: 'Report a Pothole',
    description:
      'Report potholes and road damage on city streets so our crews can inspect and repair them quickly.',
    icon: 'pothole',
    department: 'Public Works',
    estimatedTime: '3-5 business days',
    contact: '(555) 123-4200',
    form: { fields: potholeFields },
    process: [
      'Submit your report with the exact location of the pothole.',
      'A Public Works inspector reviews the report and assesses the damage.',
      'The repair is scheduled according to severity and crew availability.',
      'Our crew repairs the pothole and closes your request.',
    ],
  },
  {
    slug: 'building-permit',
    title: 'Building Permit Application',
    description:
      'Apply for a permit for new construction, additions, renovations or demolition on your property.',
    icon: 'permit',
    department: 'Planning & Development',
    estimatedTime: '10-15 business days',
    contact: '(555) 123-4500',
    form: { fields: buildingPermitFields },
    process: [
      'Submit your application with the project details.',
      'Planning staff review the plans for zoning and building code compliance.',
      'Pay the permit fee once the review is approved.',
      'Receive your permit and schedule the required inspections.',
    ],
  },
  {
    slug: 'waste-schedule',
    title: 'Waste Collection Schedule',
    description: 'Find your trash, recycling and yard waste collection days by entering your street address.',
    icon: 'waste',
    department: 'Public Works',
    estimatedTime: 'Immediate',
    contact: '(555) 123-4200',
    form: { fields: wasteScheduleFields },
    process: [
      'Enter your street address.',
      'We match your address to its collection route.',
      'Receive your collection schedule by email.',
    ],
  },
  {
    slug: 'business-license',
    title: 'Business License Application',
    description: 'Apply for a license to operate a business within Springfield city limits.',
    icon: 'license',
    department: 'Finance',
    estimatedTime: '5-7 business days',
    contact: '(555) 123-4800',
    form: { fields: businessLicenseFields },
    process: [
      'Submit your application with your business details.',
      'Finance staff verify your business information and zoning.',
      'Pay the license fee.',
      'Receive your business license by email and mail.',
    ],
  },
];

/** Words residents use for a service that its page does not contain. */
export const serviceKeywords: Record<string, string[]> = {
  'pothole-report': ['pothole', 'road damage', 'street repair', 'report a problem', 'road hole'],
  'building-permit': ['permit', 'construction', 'remodel', 'renovation', 'addition', 'deck'],
  'waste-schedule': ['trash pickup', 'garbage', 'recycling', 'waste collection', 'collection day', 'bins'],
  'business-license': ['business license', 'start a business', 'open a business', 'vendor'],
};

export function getService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The Service Directory, which lists them. */
export const SERVICES_PATH = '/services' satisfies SitePath;

/** A service's page, where its request form and the form's action are: /services/{slug}. */
export const serviceRequestPath = (slug: string): SitePath => `${SERVICES_PATH}/${slug}`;

/** The text the form shows on a select before anything is chosen. */
export function selectPlaceholder(field: FormField): string {
  return `Select ${field.label}`;
}

/** "Severity is required." */
export function requiredMessage(field: FormField): string {
  return `${field.label} is required.`;
}

/** "Severity must be one of the listed options.": a select sent with a value it does not offer. */
export function choiceMessage(field: FormField): string {
  return `${field.label} must be one of the listed options.`;
}

/**
 * The spec's words after a complete submission (its alert; now a success toast, and the confirmation page a
 * form sent without script lands on).
 */
export const SERVICE_FORM_SUCCESS_MESSAGE =
  'Form submitted successfully! You will receive a confirmation email shortly.';

/** The toast's title and the confirmation page's heading. */
export const SERVICE_FORM_SUCCESS_TITLE = 'Request Submitted';

/** When the request could not reach the city (no connection, a server error): the form keeps what was typed. */
export const SERVICE_FORM_FAILED_TITLE = 'Request Not Sent';
export const SERVICE_FORM_FAILED_MESSAGE =
  'We could not send your request. Please check your connection and try again.';

export const serviceNotFound: RecordNotFoundProps = {
  title: 'Service Not Found',
  message: 'The requested service could not be found.',
  section: departmentsSection,
};
