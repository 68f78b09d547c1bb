// The area's services as the route actions reach them (issue 25): set by the backend when the site's server
// starts it, read by `accept` on the server only. The one file of src/server/ that browser code imports: a
// type and a slot, no SQL.
import { serverOnly, type Accepted } from '@springfield/shared';
import type { EventRegistration } from '../types/content';
import type { NewsletterForm } from '../features/news/utils/newsletter-form';

export interface NewsEventsServices {
  /**
   * Stores a registration for the event (once per submission key) and queues its confirmation e-mail,
   * taking one of the event's places: its confirmation address, or the problem when no place is left.
   */
  registerForEvent(eventId: number, values: EventRegistration, key: string | undefined): Promise<Accepted>;
  /** Stores a newsletter sign-up (an address already signed up is the same subscription): its confirmation address. */
  subscribeToNewsletter(values: NewsletterForm, key: string | undefined): Promise<string>;
}

export const services = serverOnly<NewsEventsServices>('The News & Events services');
