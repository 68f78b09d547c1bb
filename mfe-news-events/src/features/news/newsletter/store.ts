// The newsletter's part of the area's store (issues 25, 42 and 43): one row per address. A sign-up is pending
// until its address confirms (double opt-in: the site holds the welcome mail and asks the address first, even
// one that confirmed before; a pending one is deleted after NEWSLETTER_PENDING_DAYS); once confirmed, every
// newsletter mail carries a signed one-click unsubscribe link, and unsubscribing deletes the address. Signing up
// an address that is already on the list is answered as accepted (nothing tells who is subscribed). The backend
// creates it with the platform and sets the slot the route actions reach it through; this file imports nothing
// of src/server/.
import { serverOnly, type Platform } from '@springfield/shared';
import { readToken, type SignedLinkData } from '../../../utils/signed-link';
import { welcomeMail } from './mail';
import {
  NEWSLETTER_ROUTE_ID,
  NEWSLETTER_SUBSCRIBED_PATH,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PURPOSE,
  type NewsletterForm,
} from './schema';

/** The job the site queues once a subscriber's address confirmed (its `deliver` handler). */
export const NEWSLETTER_CONFIRMED_JOB = 'newsletter.confirmed';

/** How long an unsubscribe link works: as long as a subscription may be kept. */
const UNSUBSCRIBE_LINK_DAYS = 3650;

export interface NewsletterStore {
  /** Stores a sign-up (pending), once per submission key; answers the confirmation's address. */
  subscribe(values: NewsletterForm, key: string | undefined, locale?: string): Promise<string>;
  /** Deletes the subscription of an unsubscribe link's token: 'done', or why the token cannot be used. */
  unsubscribe(token: string | null): Promise<SignedLinkData['link']>;
  /** What an unsubscribe link's token says now (the page's live data). */
  linkState(token: string | null): Promise<SignedLinkData['link']>;
}

/** The store as the route action reaches it: set by the backend; `get()` in the browser is a bug and throws. */
export const newsletterStore = serverOnly<NewsletterStore>('The newsletter store');

/** The newsletter's store over the area's platform (server only). */
export function createNewsletterStore(platform: Platform): NewsletterStore {
  const subscriptionOf = (token: string | null) => {
    const reading = readToken<{ s?: unknown }>(platform, UNSUBSCRIBE_PURPOSE, token);
    if (reading.status !== 'valid') return reading.status;
    const id = Number(reading.data.s);
    return Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
  };
  return {
    subscribe: (values, key, locale = 'en') =>
      platform.submitOnce({ form: NEWSLETTER_ROUTE_ID, key, fields: values }, async (tx) => {
        const email = values.email.trim();
        // A new address, or one whose pending sign-up is a day old (its mail lost?): asked (again). A pending
        // sign-up of the last day is left as it is: the address has its confirmation mail already.
        const { rows } = await tx.query<{ id: string; confirmed: boolean; ask: boolean }>(
          `INSERT INTO newsletter_subscriptions AS s (email, locale) VALUES ($1, $2)
           ON CONFLICT ((lower(email))) DO UPDATE SET locale = EXCLUDED.locale,
             subscribed_at = CASE WHEN s.confirmed_at IS NULL AND s.subscribed_at < now() - interval '1 day'
               THEN now() ELSE s.subscribed_at END
           RETURNING id, confirmed_at IS NOT NULL AS confirmed, subscribed_at = now() AS ask`,
          [email, locale],
        );
        const [row] = rows;
        if (row.confirmed || !row.ask) {
          platform.log(row.confirmed ? 'newsletter.already-subscribed' : 'newsletter.already-pending');
          return NEWSLETTER_SUBSCRIBED_PATH;
        }
        const id = Number(row.id);
        platform.log('newsletter.pending', { subscription: id });
        if (!platform.link) return NEWSLETTER_SUBSCRIBED_PATH;
        const unsubscribe = platform.link(
          UNSUBSCRIBE_PURPOSE,
          { s: id },
          { path: UNSUBSCRIBE_PATH, days: UNSUBSCRIBE_LINK_DAYS, locale },
        );
        await platform.mail(tx, {
          ...welcomeMail(email, locale, unsubscribe),
          askFirst: true,
          whenConfirmed: { kind: NEWSLETTER_CONFIRMED_JOB, payload: { subscription: id } },
        });
        return NEWSLETTER_SUBSCRIBED_PATH;
      }),
    async unsubscribe(token) {
      const id = subscriptionOf(token);
      if (typeof id === 'string') return id;
      const { affectedRows } = await platform.db.query('DELETE FROM newsletter_subscriptions WHERE id = $1', [
        id,
      ]);
      platform.log('newsletter.unsubscribed', { subscription: id, deleted: affectedRows ?? 0 });
      return 'done';
    },
    async linkState(token) {
      const id = subscriptionOf(token);
      if (typeof id === 'string') return id;
      const { rows } = await platform.db.query('SELECT 1 FROM newsletter_subscriptions WHERE id = $1', [id]);
      return rows.length > 0 ? 'valid' : 'done';
    },
  };
}

/** Marks a subscription confirmed: the site ran this job once its address confirmed (and sent the welcome). */
export async function confirmSubscription(
  platform: Platform,
  payload: unknown,
): Promise<{ confirmed: number }> {
  const id = Number((payload as { subscription?: unknown } | null)?.subscription);
  const { affectedRows } = await platform.db.query(
    'UPDATE newsletter_subscriptions SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL',
    [id],
  );
  platform.log('newsletter.confirmed', { subscription: id });
  return { confirmed: affectedRows ?? 0 };
}
