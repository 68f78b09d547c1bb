// The content types of this area: the shape of the data its pages render and its search records are built from.
import type { SitePath } from '@springfield/shared';

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

/**
 * A document of an event. Its file is made by the build from the event's record (src/documents), which also
 * measures its size: the page states that, never a size written here.
 */
export interface EventDocument {
  name: string;
  type: string;
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
  /** Empty where the meeting's agenda is the City Clerk's record (`meetingRecord`). */
  agenda: readonly string[];
  detailedDescription: string;
  /**
   * A council or board meeting whose agenda and documents the Government area keeps (the City Clerk's one
   * record of them): the page that shows them. The event then states neither, and links there.
   */
  meetingRecord?: `/government/${string}`;
}

export interface EventRegistration {
  name: string;
  email: string;
  phone: string;
  organization: string;
  notes: string;
}

export type CapacityStatus = 'Available' | 'Filling Up' | 'Nearly Full';
