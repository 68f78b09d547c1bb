// The content types of this area: the shape of the data its pages render and its search records are built from.
import type { Locale, SitePath } from '@springfield/shared';

// ---------- Departments, services and Public Works ----------

/**
 * A department (src/content/departments: its card on /departments and its page) and a service
 * (src/content/services: its page and request form), as the area's schema checks them when it builds.
 */
export type {
  Department,
  DepartmentPriority,
  DepartmentService,
  FormField,
  FormFieldType,
  PublicWorksProject,
  Service,
  StaffMember,
} from '../content/schema';
import type { Department } from '../content/schema';

/** A department card on /departments, made from the department's record (data/departments.ts). */
export interface DepartmentSummary extends Pick<Department, 'name' | 'phone' | 'priority'> {
  /** The record's summary. */
  description: string;
  /** The record's services' names. */
  services: readonly string[];
  /** The office's hours, and the emergency line's where there is one. */
  hours: string;
  /** The street part of the record's location. */
  location: string;
  href: SitePath;
  /** The language of the record's words (its name, summary, services, hours). */
  lang: Locale;
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
