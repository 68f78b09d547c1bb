import type { RecordNotFoundProps, RecordSection, SitePath } from '@springfield/shared';
import type { Department, DepartmentSummary } from '../../../types/content';
import { publicWorks } from './public-works';

/** The six department cards of /departments. */
export const departmentSummaries: readonly DepartmentSummary[] = [
  {
    name: 'Public Works',
    description: 'Maintains streets, water and sewer systems, and collects trash, recycling and yard waste.',
    services: ['Street Maintenance', 'Water & Sewer', 'Waste Collection', 'Snow Removal'],
    hours: 'Mon-Fri 7 AM-3:30 PM (emergency 24/7)',
    phone: '(555) 123-4200',
    location: '500 Industrial Parkway',
    href: '/departments/public-works',
    priority: 'high',
  },
  {
    name: 'Public Safety',
    description: 'Police, fire and emergency management keeping Springfield safe around the clock.',
    services: ['Police Services', 'Fire Prevention', 'Emergency Management', 'Community Policing'],
    hours: 'Open 24/7',
    phone: '(555) 123-4000',
    location: '200 Justice Way',
    href: '/departments/public-safety',
    priority: 'high',
  },
  {
    name: 'Parks & Recreation',
    description: 'Runs city parks, trails, community centers and recreation programs for all ages.',
    services: ['Park Reservations', 'Youth Sports', 'Community Centers', 'Trail Maintenance'],
    hours: 'Mon-Fri 8 AM-6 PM, Sat 9 AM-1 PM',
    phone: '(555) 123-4600',
    location: '750 Riverside Drive',
    href: '/departments/parks-recreation',
    priority: 'medium',
  },
  {
    name: 'Planning & Development',
    description: 'Guides growth through zoning, building permits, inspections and long-range planning.',
    services: ['Building Permits', 'Zoning', 'Inspections', 'Comprehensive Plan'],
    hours: 'Mon-Fri 8 AM-5 PM',
    phone: '(555) 123-4500',
    location: '100 Main Street, Suite 300',
    href: '/departments/planning-development',
    priority: 'medium',
  },
  {
    name: 'Health Department',
    description: 'Protects community health with clinics, inspections and disease prevention.',
    services: ['Immunizations', 'Food Safety Inspections', 'Health Education', 'Vital Records'],
    hours: 'Mon-Fri 8 AM-4:30 PM',
    phone: '(555) 123-4700',
    location: '320 Wellness Avenue',
    href: '/departments/health',
    priority: 'high',
  },
  {
    name: 'Finance',
    description: 'Manages the city budget, utility billing, taxes and business licensing.',
    services: ['Utility Billing', 'Property Taxes', 'Business Licenses', 'Budget & Audits'],
    hours: 'Mon-Fri 8 AM-5 PM',
    phone: '(555) 123-4800',
    location: '100 Main Street, Suite 200',
    href: '/departments/finance',
    priority: 'medium',
  },
];

/** The department pages, /departments/{slug}. */
export const departments: readonly Department[] = [
  {
    slug: 'public-safety',
    name: 'Public Safety',
    description:
      'The Public Safety Department brings together the Springfield Police Department, the Fire Department and the Office of Emergency Management to protect residents and visitors every day of the year.',
    icon: 'safety',
    hours: 'Open 24/7; administrative office Mon-Fri 8 AM-5 PM',
    phone: '(555) 123-4000',
    location: '200 Justice Way, Springfield, IL 62701',
    services: [
      {
        name: 'Police Services',
        description: 'Patrol, investigations and non-emergency incident reports.',
        contact: '(555) 123-4000',
      },
      {
        name: 'Fire Prevention',
        description: 'Fire inspections, smoke alarm installation and safety education.',
        contact: '(555) 123-4100',
      },
      {
        name: 'Emergency Management',
        description: 'Severe weather alerts, emergency plans and disaster preparedness.',
        contact: '(555) 123-4150',
      },
      {
        name: 'Community Policing',
        description: 'Neighborhood watch support and community liaison officers.',
        contact: '(555) 123-4050',
      },
    ],
    staff: [
      {
        name: 'Chief Maria Hernandez',
        title: 'Chief of Police',
        email: 'mhernandez@springfield.gov',
        phone: '(555) 123-4001',
      },
      {
        name: 'Chief Robert Chen',
        title: 'Fire Chief',
        email: 'rchen@springfield.gov',
        phone: '(555) 123-4101',
      },
      {
        name: 'Angela Brooks',
        title: 'Emergency Management Coordinator',
        email: 'abrooks@springfield.gov',
        phone: '(555) 123-4151',
      },
    ],
  },
  {
    slug: 'parks-recreation',
    name: 'Parks & Recreation',
    description:
      'Parks & Recreation cares for 42 parks, 28 miles of trails and four community centers, and offers programs for residents of every age.',
    icon: 'parks',
    hours: 'Mon-Fri 8 AM-6 PM, Sat 9 AM-1 PM',
    phone: '(555) 123-4600',
    location: '750 Riverside Drive, Springfield, IL 62701',
    services: [
      {
        name: 'Park & Pavilion Reservations',
        description: 'Reserve picnic pavilions, ball fields and event spaces.',
        contact: '(555) 123-4610',
      },
      {
        name: 'Youth Sports',
        description: 'Soccer, baseball and basketball leagues for ages 5 to 16.',
        contact: '(555) 123-4620',
      },
      {
        name: 'Community Centers',
        description: 'Fitness rooms, classes and meeting rooms at four neighborhood centers.',
        contact: '(555) 123-4630',
      },
      {
        name: 'Trail Maintenance',
        description: 'Report trail hazards and learn about trail improvements.',
        contact: '(555) 123-4640',
      },
    ],
    staff: [
      {
        name: 'Denise Walker',
        title: 'Director of Parks & Recreation',
        email: 'dwalker@springfield.gov',
        phone: '(555) 123-4601',
      },
      {
        name: 'Luis Ortega',
        title: 'Recreation Program Manager',
        email: 'lortega@springfield.gov',
        phone: '(555) 123-4621',
      },
      {
        name: 'Karen Olsen',
        title: 'Parks Maintenance Supervisor',
        email: 'kolsen@springfield.gov',
        phone: '(555) 123-4641',
      },
    ],
  },
  {
    slug: 'planning-development',
    name: 'Planning & Development',
    description:
      'Planning & Development reviews building plans, issues permits, inspects construction and leads long-range planning for a growing Springfield.',
    icon: 'planning',
    hours: 'Mon-Fri 8 AM-5 PM',
    phone: '(555) 123-4500',
    location: '100 Main Street, Suite 300, Springfield, IL 62701',
    services: [
      {
        name: 'Building Permits',
        description: 'Permits for new construction, additions, renovations and demolition.',
        contact: '(555) 123-4510',
      },
      {
        name: 'Zoning & Land Use',
        description: 'Zoning verification, variances and site plan review.',
        contact: '(555) 123-4520',
      },
      {
        name: 'Inspections',
        description: 'Schedule building, electrical, plumbing and mechanical inspections.',
        contact: '(555) 123-4530',
      },
    ],
    staff: [
      {
        name: 'Thomas Reed',
        title: 'Director of Planning & Development',
        email: 'treed@springfield.gov',
        phone: '(555) 123-4501',
      },
      {
        name: 'Priya Natarajan',
        title: 'Senior Planner',
        email: 'pnatarajan@springfield.gov',
        phone: '(555) 123-4521',
      },
      {
        name: 'Gary Mitchell',
        title: 'Chief Building Official',
        email: 'gmitchell@springfield.gov',
        phone: '(555) 123-4531',
      },
    ],
  },
  {
    slug: 'health',
    name: 'Health Department',
    description:
      'The Health Department protects and improves the health of everyone in Springfield through clinics, inspections, education and vital records.',
    icon: 'health',
    hours: 'Mon-Fri 8 AM-4:30 PM',
    phone: '(555) 123-4700',
    location: '320 Wellness Avenue, Springfield, IL 62701',
    services: [
      {
        name: 'Immunization Clinic',
        description: 'Vaccines for children and adults, walk-ins welcome on Wednesdays.',
        contact: '(555) 123-4710',
      },
      {
        name: 'Food Safety Inspections',
        description: 'Restaurant inspections, food handler permits and complaints.',
        contact: '(555) 123-4720',
      },
      {
        name: 'Vital Records',
        description: 'Certified copies of birth and death certificates.',
        contact: '(555) 123-4730',
      },
      {
        name: 'Health Education',
        description: 'Free workshops on nutrition, smoking cessation and chronic disease.',
        contact: '(555) 123-4740',
      },
    ],
    staff: [
      {
        name: 'Dr. Samuel Okafor',
        title: 'Public Health Director',
        email: 'sokafor@springfield.gov',
        phone: '(555) 123-4701',
      },
      {
        name: 'Linda Park',
        title: 'Environmental Health Manager',
        email: 'lpark@springfield.gov',
        phone: '(555) 123-4721',
      },
      {
        name: 'Rachel Kim',
        title: 'Vital Records Registrar',
        email: 'rkim@springfield.gov',
        phone: '(555) 123-4731',
      },
    ],
  },
  {
    slug: 'finance',
    name: 'Finance',
    description:
      'The Finance Department manages the city budget and accounts, bills utilities, collects taxes and fees, and issues business licenses.',
    icon: 'finance',
    hours: 'Mon-Fri 8 AM-5 PM',
    phone: '(555) 123-4800',
    location: '100 Main Street, Suite 200, Springfield, IL 62701',
    services: [
      {
        name: 'Utility Billing',
        description: 'Water and sewer accounts, payment plans and billing questions.',
        contact: '(555) 123-4810',
      },
      {
        name: 'Property Taxes',
        description: 'Property tax bills, payments and exemptions.',
        contact: '(555) 123-4820',
      },
      {
        name: 'Business Licenses',
        description: 'New business licenses and annual renewals.',
        contact: '(555) 123-4830',
      },
    ],
    staff: [
      {
        name: 'Michael Torres',
        title: 'Finance Director',
        email: 'mtorres@springfield.gov',
        phone: '(555) 123-4801',
      },
      {
        name: 'Susan Patel',
        title: 'City Treasurer',
        email: 'spatel@springfield.gov',
        phone: '(555) 123-4821',
      },
      {
        name: 'James Wilson',
        title: 'Licensing Supervisor',
        email: 'jwilson@springfield.gov',
        phone: '(555) 123-4831',
      },
    ],
  },
];

export function getDepartment(slug: string | undefined): Department | undefined {
  return departments.find((department) => department.slug === slug);
}

/** The Departments page, which lists them. */
export const DEPARTMENTS_PATH = '/departments' satisfies SitePath;

/** A department's page: /departments/{slug}. */
export const departmentPath = (slug: string): SitePath => `${DEPARTMENTS_PATH}/${slug}`;

/** A department page as other pages refer to it: its name and its address. */
export interface DepartmentPage {
  name: string;
  path: SitePath;
}

/**
 * Every department page, each once: Public Works' own page, then the others (a department under Public Works'
 * slug would be hidden by its page, whose route ranks first).
 */
export const departmentPages: readonly DepartmentPage[] = [
  { name: publicWorks.name, path: departmentPath(publicWorks.slug) },
  ...departments
    .filter((department) => department.slug !== publicWorks.slug)
    .map((department) => ({ name: department.name, path: departmentPath(department.slug) })),
];

/** The page of the department a service names as responsible ("Public Works"), if it has one. */
export function departmentPageNamed(name: string): DepartmentPage | undefined {
  return departmentPages.find((page) => page.name === name);
}

/** The help section of /departments: who to call. */
export const departmentHelpLines: readonly { label: string; phone: string; note: string }[] = [
  { label: 'City Services Hotline', phone: '(555) 123-4567', note: 'Monday-Friday, 8 AM-5 PM' },
  { label: 'Non-Emergency Police', phone: '(555) 123-4000', note: 'Available 24/7' },
  { label: 'Public Works 24/7', phone: '(555) 123-4200', note: 'Water main breaks, road hazards' },
];

/** Where a department's or a service's page leads back to. */
export const departmentsSection: RecordSection = { label: 'Departments', to: DEPARTMENTS_PATH };

export const departmentNotFound: RecordNotFoundProps = {
  title: 'Department Not Found',
  message: 'The requested department could not be found.',
  section: departmentsSection,
};
