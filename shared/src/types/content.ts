// Content types for every entity of the specification (document 1 section 3 and document 2 section 3).
// All content is fixed sample data held by the remote that owns it; these types are the contract.

/** A path inside this site, always starting with "/". */
export type SitePath = `/${string}`;

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

// ---------- News ----------

export type NewsCategory = 'Press Releases' | 'Public Notices' | 'City Blog';
export type NewsFilter = 'all' | 'press-releases' | 'public-notices' | 'city-blog';

export interface NewsArticle {
  slug: string;
  title: string;
  summary: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: NewsCategory;
  author: string;
  readTime: string;
  views: number;
  href: SitePath;
  image: string;
  imageAlt: string;
  /** Long-form HTML; sanitised before it is rendered. */
  content: string;
  featured?: boolean;
}

// ---------- Events ----------

export type EventCategory = 'council' | 'community' | 'meetings' | 'workshops';
export type EventFilter = 'all' | EventCategory;

export interface EventDocument {
  name: string;
  type: string;
  size: string;
}

export interface CityEvent {
  id: number;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** 12-hour text such as "7:00 PM". */
  startTime: string;
  endTime: string;
  location: string;
  address: string;
  category: EventCategory;
  type: string;
  capacity: number;
  registered: number;
  isVirtual: boolean;
  hasLivestream: boolean;
  image: string;
  imageAlt: string;
  documents: readonly EventDocument[];
  contact: string;
  accessibility: string;
  agenda: readonly string[];
  detailedDescription: string;
}

export interface EventRegistration {
  name: string;
  email: string;
  phone: string;
  organization: string;
  notes: string;
}

export type CapacityStatus = 'Available' | 'Filling Up' | 'Nearly Full';

// ---------- Government ----------

export interface Official {
  name: string;
  title: string;
  term: string;
  email: string;
  phone: string;
  bio: string;
  photo: string;
  priorities: readonly string[];
  fullBio: string;
  achievements: readonly string[];
  committees: readonly string[];
  officeHours: string;
  education: string;
}

export interface MeetingDocumentRef {
  name: string;
  type: 'PDF' | 'MP3';
}

export interface PastMeeting {
  title: string;
  date: string;
  type: string;
  status: 'completed';
  agendaItems: number;
  documents: readonly MeetingDocumentRef[];
}

export interface AgendaItem {
  item: string;
  description: string;
  duration: string;
}

export interface UpcomingMeeting {
  title: string;
  date: string;
  time: string;
  location: string;
  agendaItems: readonly string[];
  hasLivestream: boolean;
  fullAgenda: readonly AgendaItem[];
  documents: readonly { name: string; size: string }[];
  streamLink: string;
}

export type LegislationStatus = 'Passed' | 'Under Review';

export interface LegislationVotes {
  for: number;
  against: number;
  abstain: number;
}

export interface LegislationItem {
  title: string;
  status: LegislationStatus;
  date: string;
  description: string;
  votes: LegislationVotes | null;
  fullText: string;
  relatedDocuments: readonly string[];
}

export interface TransparencyCategory {
  title: string;
  description: string;
  icon: string;
  href: SitePath;
  items: number;
}

export interface BudgetLine {
  amount: number;
  percentage: number;
}

export interface Budget {
  totalBudget: number;
  revenues: readonly (BudgetLine & { source: string })[];
  expenditures: readonly (BudgetLine & { category: string })[];
  financialReports: readonly { title: string; date: string; size: string; type: string }[];
}

export interface MeetingArchiveEntry {
  title: string;
  type: string;
  documents: readonly string[];
  date: string;
}

export interface RecordsRequestType {
  type: string;
  description: string;
  processingTime: string;
}

export interface RecentRecordsRequest {
  id: string;
  type: string;
  status: 'Completed' | 'In Progress';
  requestDate: string;
  completedDate?: string;
  estimatedCompletion?: string;
}

export interface EthicsPolicy {
  title: string;
  description: string;
  lastUpdated: string;
}

export interface FinancialDisclosure {
  official: string;
  title: string;
  type: string;
  filingDate: string;
  status: 'Filed';
}

export interface BoardOrCommission {
  name: string;
  description: string;
  meetings: string;
  vacancies: number;
  requirements: string;
}

export interface GovernmentVolunteerOpportunity {
  title: string;
  description: string;
  timeCommitment: string;
  contact: string;
}

export type GovernmentDocumentCategory = 'Budget Documents' | 'Meeting Minutes' | 'Public Records';

export interface TimelineEntry {
  date: string;
  event: string;
  status: 'completed' | 'upcoming';
}

export interface GovernmentDocument {
  /** Route segments: /government/{categorySlug}/{slug}. */
  categorySlug: 'budget' | 'meetings' | 'records';
  slug: string;
  title: string;
  description: string;
  category: GovernmentDocumentCategory;
  fileType: string;
  fileSize: string;
  publishDate: string;
  department: string;
  pages: number;
  version: string;
  /** HTML; sanitised before it is rendered. */
  content: string;
  timeline?: readonly TimelineEntry[];
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

export interface PaymentItem {
  type: string;
  amount: number;
  description: string;
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

export interface ParkingPermitType {
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
