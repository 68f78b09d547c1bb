// The content types of this area: the shape of the data its pages render and its search records are built from.

// ---------- Programs ----------

export type ProgramStatus = 'active' | 'accepting-applications' | 'completed' | 'planning';

export interface KeyMetric {
  label: string;
  value: string;
  target: string;
}

export interface ProgramDocument {
  name: string;
  type: string;
}

export interface Program {
  id: string;
  title: string;
  description: string;
  /** Known values are listed in ProgramStatus; any other value is shown as Planning. */
  status: ProgramStatus | (string & {});
  progress: number;
  budget: string;
  startDate: string;
  endDate: string;
  goals: readonly string[];
  keyMetrics: readonly KeyMetric[];
  eligibility: string;
  contact: string;
  documents: readonly ProgramDocument[];
}

// ---------- Volunteering and feedback ----------

export type VolunteerCategory = 'Environmental' | 'Safety' | 'Education' | 'Infrastructure' | 'Events';

export interface VolunteerOpportunity {
  id: string;
  title: string;
  description: string;
  category: VolunteerCategory | (string & {});
  icon: string;
  timeCommitment: string;
  frequency: string;
  /** YYYY-MM-DD, shown as a locale date. */
  nextEvent: string;
  location: string;
  skills: readonly string[];
  benefits: readonly string[];
}

export type Availability = 'weekdays' | 'weekends' | 'both' | 'flexible';

export interface VolunteerApplication {
  name: string;
  email: string;
  phone: string;
  experience: string;
  availability: Availability | '';
  motivation: string;
  emergencyContact: string;
  hasTransportation: boolean;
  agreeToBackground: boolean;
}

export type FeedbackCategory =
  | 'general'
  | 'services'
  | 'infrastructure'
  | 'environment'
  | 'safety'
  | 'programs'
  | 'events'
  | 'website'
  | 'complaint'
  | 'suggestion';

export interface FeedbackForm {
  name: string;
  email: string;
  phone: string;
  category: FeedbackCategory | '';
  subject: string;
  message: string;
  anonymous: boolean;
  followUp: boolean;
}

// ---------- Permits and voting ----------

/** An FAQ page's address and the words of its header. */
export interface FaqPageText {
  path: `/${string}`;
  title: string;
  description: string;
}

export interface ParkingPermitType {
  /** The type's part of its How to Apply address: /faq/parking-permit/apply/{slug}. */
  slug: string;
  type: string;
  description: string;
  duration: string;
  cost: string;
  processing: string;
  requirements: readonly string[];
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface VoterRegistrationMethod {
  method: string;
  description: string;
  requirements: string;
  processing: string;
  deadline: string;
}

export interface ElectionDate {
  event: string;
  date: string;
  description: string;
}

export interface PollingLocation {
  name: string;
  address: string;
  precincts: readonly string[];
  accessibility: string;
}
