// The content types of this area: the shape of the data its pages render and its search records are built from.
import type { SitePath } from '@springfield/shared';

// ---------- Departments, services and Public Works ----------

export type DepartmentPriority = 'high' | 'medium';

/** A department card on /departments. */
export interface DepartmentSummary {
  name: string;
  description: string;
  services: readonly string[];
  hours: string;
  phone: string;
  location: string;
  href: SitePath;
  priority: DepartmentPriority;
}

export interface StaffMember {
  name: string;
  title: string;
  email: string;
  phone: string;
}

export interface DepartmentService {
  name: string;
  description: string;
  contact: string;
}

/** A department page, /departments/{slug}. */
export interface Department {
  slug: string;
  name: string;
  description: string;
  icon: string;
  hours: string;
  phone: string;
  location: string;
  services: readonly DepartmentService[];
  staff: readonly StaffMember[];
}

export type PublicWorksServiceStatus = 'Active' | 'Seasonal';

export interface PublicWorksService {
  name: string;
  description: string;
  contact: string;
  status: PublicWorksServiceStatus;
}

export interface PublicWorksProject {
  name: string;
  description: string;
  startDate: string;
  expectedCompletion: string;
  status: 'In Progress';
  budget: string;
  image: string;
}

export type FormFieldType = 'text' | 'textarea' | 'select';

export interface FormField {
  name: string;
  label: string;
  type: FormFieldType;
  options?: readonly string[];
  required: boolean;
}

/** A service request page, /services/{slug}. */
export interface Service {
  slug: string;
  title: string;
  description: string;
  icon: string;
  department: string;
  estimatedTime: string;
  contact: string;
  form: { fields: readonly FormField[] };
  process: readonly string[];
}

// ---------- Payments ----------

export interface Citation {
  id: string;
  type: string;
  date: string;
  location: string;
  /** Whole US dollars as the spec gives them; arithmetic is done in cents. */
  amount: number;
  status: 'Outstanding';
}

export interface CitationLookupResult {
  violations: readonly Citation[];
  total: number;
}

/** A Quick Pay option's short name in its payment address (/pay-fines/pay/traffic). */
export type QuickPayKind = 'traffic' | 'property' | 'business';

export interface PaymentItem {
  key: QuickPayKind;
  type: string;
  amount: number;
  description: string;
}
