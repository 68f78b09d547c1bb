// Newsletter sign-ups in the area's store (issue 25): one row per address; signing up an address that is
// already on the list is the same subscription, answered as accepted (nothing tells who is subscribed).
import type { Platform } from '@springfield/shared';
import {
  NEWSLETTER_ROUTE_ID,
  NEWSLETTER_SUBSCRIBED_PATH,
  type NewsletterForm,
} from '../features/news/utils/newsletter-form';

/** Stores a sign-up, once per submission key; answers the confirmation's address. */
export function subscribeToNewsletter(
  platform: Platform,
  values: NewsletterForm,
  key: string | undefined,
): Promise<string> {
  return platform.submitOnce({ form: NEWSLETTER_ROUTE_ID, key, fields: values }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id',
      [values.email.trim()],
    );
    if (rows.length > 0) platform.log('newsletter.subscribed', { subscription: Number(rows[0].id) });
    else platform.log('newsletter.already-subscribed');
    return NEWSLETTER_SUBSCRIBED_PATH;
  });
}
