import type { KeptRecord, Migration } from '@springfield/shared';
import { NEWSLETTER_PENDING_DAYS } from '../features/news/newsletter/schema';

/**
 * The tables of News & Events, in the area's own schema (area_news_events). Applied in order at the site
 * server's start; a version once shipped is never edited: a change is a new version.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'event registrations, event counts, newsletter subscriptions',
    sql: `
      -- One row per registration a resident made: what the registration form asks, and when it arrived.
      CREATE TABLE event_registrations (
        id bigserial PRIMARY KEY,
        event_id integer NOT NULL CHECK (event_id > 0),
        name text NOT NULL CHECK (btrim(name) <> ''),
        email text NOT NULL CHECK (position('@' IN email) > 1),
        phone text,
        organization text,
        notes text,
        received_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX event_registrations_event ON event_registrations (event_id);
      CREATE INDEX event_registrations_received ON event_registrations (received_at);

      -- Each event's registered count, the one row a registration locks to take a place (capacity). Seeded
      -- with the count the event was published with, raised by one with each registration stored; it is not
      -- lowered when old registrations are deleted after their retention.
      CREATE TABLE event_counts (
        event_id integer PRIMARY KEY CHECK (event_id > 0),
        registered integer NOT NULL CHECK (registered >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      -- One row per address signed up to the newsletter: the same address twice is one subscription.
      CREATE TABLE newsletter_subscriptions (
        id bigserial PRIMARY KEY,
        email text NOT NULL CHECK (position('@' IN email) > 1),
        subscribed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX newsletter_subscriptions_email ON newsletter_subscriptions (lower(email));
      CREATE INDEX newsletter_subscriptions_received ON newsletter_subscriptions (subscribed_at);
    `,
  },
  {
    version: 2,
    name: 'newsletter double opt-in; registrations cancelled by their link',
    sql: `
      -- A sign-up is pending until its address confirms (the site holds its welcome mail until then); its
      -- language, for the mails. Sign-ups from before have no confirmation: pending, like any other.
      ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at timestamptz;
      ALTER TABLE newsletter_subscriptions ADD COLUMN locale text NOT NULL DEFAULT 'en';
      -- The pending ones, for their own retention (a simple view: the retention's DELETE goes through it).
      CREATE VIEW newsletter_pending AS
        SELECT id, email, subscribed_at FROM newsletter_subscriptions WHERE confirmed_at IS NULL;
    `,
  },
  {
    version: 3,
    name: 'event capacities changed by the organisers',
    sql: `
      -- Issue 44: an event's capacity as an organiser changed it on the staff pages, in place of the one it was
      -- published with (an event without a row keeps that one). Never below the registered count when it was
      -- set (the change locks the event's count row, as a registration does); who and when, for the record
      -- (the site's audit log has the change too).
      CREATE TABLE event_capacities (
        event_id integer PRIMARY KEY CHECK (event_id > 0),
        capacity integer NOT NULL CHECK (capacity >= 0 AND capacity <= 100000),
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 4,
    name: 'event registrations: the language the resident used',
    sql: `
      -- Issue 46: the language of the site's form each registration came from, so that the organisers'
      -- cancellation says its words in it (as its confirmation did). English for those from before.
      ALTER TABLE event_registrations ADD COLUMN locale text NOT NULL DEFAULT 'en'
        CHECK (locale IN ('en', 'es', 'zh-Hant'));
    `,
  },
];

/** What the area keeps, and for how long (the site's retention and export commands read this). */
export const kept: readonly KeptRecord[] = [
  {
    kind: 'event-registration',
    table: 'event_registrations',
    received: 'received_at',
    keepDays: 365,
    purpose:
      'Event registrations: who is coming to an event (name, e-mail, optional phone, organization and notes), for the organisers, kept a year after they arrive.',
  },
  {
    kind: 'newsletter-subscription',
    table: 'newsletter_subscriptions',
    received: 'subscribed_at',
    keepDays: 3650,
    purpose:
      'Newsletter subscriptions: the e-mail addresses the city news is sent to, confirmed by their owner; deleted when they unsubscribe (every newsletter mail has a one-click link), at most ten years after signing up.',
  },
  {
    kind: 'newsletter-pending',
    table: 'newsletter_pending',
    received: 'subscribed_at',
    keepDays: NEWSLETTER_PENDING_DAYS,
    purpose:
      'Newsletter sign-ups whose address has not confirmed yet (double opt-in): deleted after a week if it never does.',
  },
];
