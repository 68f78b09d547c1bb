// The content types of this area: the shape of the data its pages render and its search records are built from.

// ---------- News ----------

export type { NewsArticle, NewsCategory } from '../content/schema';

export type NewsFilter = 'all' | 'press-releases' | 'public-notices' | 'city-blog';

// ---------- Events ----------

/**
 * An event (src/content/events) and its documents. A document's file is made by the build from the event's
 * record (src/documents), which also measures its size: the page states that, never a size written here.
 */
export type { CityEvent, EventCategory, EventDocument } from '../content/schema';
import type { EventCategory } from '../content/schema';

export type EventFilter = 'all' | EventCategory;

export interface EventRegistration {
  name: string;
  email: string;
  phone: string;
  organization: string;
  notes: string;
}

export type CapacityStatus = 'Available' | 'Filling Up' | 'Nearly Full';
