// The content types of this area: the shape of the data its pages render and its search records are built from.

// The records an editor writes (src/content) are typed by their schemas (src/content/schema.ts): re-exported
// here so the pages' imports stay where they were.
export type {
  ElectionDate,
  KeyMetric,
  ParkingPermitType,
  PollingLocation,
  Program,
  ProgramDocument,
  ProgramStatus,
  VolunteerCategory,
  VolunteerOpportunity,
  VoterRegistrationMethod,
} from '../content/schema';

// ---------- Volunteering and feedback ----------

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

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}
