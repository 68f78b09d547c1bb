// The newsletter's part of the area's store (issues 25 and 42): one row per address; signing up an address that
// is already on the list is the same subscription, answered as accepted (nothing tells who is subscribed). The
// backend creates it with the platform and sets the slot the route action reaches it through; this file
// imports nothing of src/server/.
import { serverOnly, type Platform } from '@springfield/shared';
import { NEWSLETTER_ROUTE_ID, NEWSLETTER_SUBSCRIBED_PATH, type NewsletterForm } from './schema';

export interface NewsletterStore {
  /** Stores a sign-up, once per submission key; answers the confirmation's address. */
  subscribe(values: NewsletterForm, key: string | undefined): Promise<string>;
}

/** The store as the route action reaches it: set by the backend; `get()` in the browser is a bug and throws. */
export const newsletterStore = serverOnly<NewsletterStore>('The newsletter store');

/** The newsletter's store over the area's platform (server only). */
export function createNewsletterStore(platform: Platform): NewsletterStore {
  return {
    subscribe: (values, key) =>
      platform.submitOnce({ form: NEWSLETTER_ROUTE_ID, key, fields: values }, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id',
          [values.email.trim()],
        );
        if (rows.length > 0) platform.log('newsletter.subscribed', { subscription: Number(rows[0].id) });
        else platform.log('newsletter.already-subscribed');
        return NEWSLETTER_SUBSCRIBED_PATH;
      }),
  };
}
