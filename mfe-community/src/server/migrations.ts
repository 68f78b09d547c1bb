import type { KeptRecord, Migration } from '@springfield/shared';

/**
 * The tables of Programs & Community, in the area's own schema (area_community). Applied in order at the site
 * server's start; a version once shipped is never edited: a change is a new version.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'feedback, volunteer applications',
    sql: `
      -- One row per feedback a resident sent: what the feedback form asks, and when it arrived. Anonymous
      -- feedback has no name, e-mail or phone (and so no follow-up); signed feedback has an e-mail. An optional
      -- field left blank is NULL. The reference is what the receipt e-mail quotes: FB-000042.
      CREATE TABLE feedback (
        id bigserial PRIMARY KEY,
        reference text NOT NULL UNIQUE GENERATED ALWAYS AS
          ('FB-' || CASE WHEN id < 1000000 THEN lpad(id::text, 6, '0') ELSE id::text END) STORED,
        anonymous boolean NOT NULL,
        name text,
        email text CHECK (btrim(email) <> ''),
        phone text,
        category text CHECK (category IN ('general', 'services', 'infrastructure', 'environment', 'safety',
          'programs', 'events', 'website', 'complaint', 'suggestion')),
        subject text,
        message text NOT NULL CHECK (btrim(message) <> ''),
        follow_up boolean NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT feedback_anonymous_keeps_no_contact CHECK
          (NOT anonymous OR (name IS NULL AND email IS NULL AND phone IS NULL AND NOT follow_up)),
        CONSTRAINT feedback_signed_has_email CHECK (anonymous OR email IS NOT NULL)
      );
      CREATE INDEX feedback_received ON feedback (received_at);

      -- One row per application to volunteer: the opportunity (its id in the area's published content), what
      -- the application form asks, and when it arrived. The reference is what the receipt quotes: VOL-000007.
      CREATE TABLE volunteer_applications (
        id bigserial PRIMARY KEY,
        reference text NOT NULL UNIQUE GENERATED ALWAYS AS
          ('VOL-' || CASE WHEN id < 1000000 THEN lpad(id::text, 6, '0') ELSE id::text END) STORED,
        opportunity_id text NOT NULL CHECK (opportunity_id <> ''),
        name text NOT NULL CHECK (btrim(name) <> ''),
        email text NOT NULL CHECK (btrim(email) <> ''),
        phone text,
        experience text,
        availability text CHECK (availability IN ('weekdays', 'weekends', 'both', 'flexible')),
        motivation text,
        emergency_contact text,
        has_transportation boolean NOT NULL,
        agree_to_background boolean NOT NULL CHECK (agree_to_background),
        received_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX volunteer_applications_opportunity ON volunteer_applications (opportunity_id);
      CREATE INDEX volunteer_applications_received ON volunteer_applications (received_at);
    `,
  },
  {
    version: 2,
    name: 'staff: feedback handled and replied to, volunteer applications decided',
    sql: `
      -- Issue 44: the staff side. A feedback is handled when a member marks it so (who and when); each reply
      -- by e-mail a member sent is kept with it (its text, who, when), deleted with it.
      ALTER TABLE feedback ADD COLUMN handled_at timestamptz;
      ALTER TABLE feedback ADD COLUMN handled_by text;
      CREATE TABLE feedback_replies (
        id bigserial PRIMARY KEY,
        feedback_id bigint NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
        text text NOT NULL CHECK (btrim(text) <> ''),
        sent_by text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX feedback_replies_feedback ON feedback_replies (feedback_id);

      -- An application accepted or declined by the volunteer coordinator: the decision, its message to the
      -- applicant, who and when. Undecided: all NULL.
      ALTER TABLE volunteer_applications ADD COLUMN decision text CHECK (decision IN ('accepted', 'declined'));
      ALTER TABLE volunteer_applications ADD COLUMN decision_message text;
      ALTER TABLE volunteer_applications ADD COLUMN decided_by text;
      ALTER TABLE volunteer_applications ADD COLUMN decided_at timestamptz;
      ALTER TABLE volunteer_applications ADD CONSTRAINT volunteer_applications_decided CHECK
        ((decision IS NULL) = (decided_at IS NULL));
    `,
  },
  {
    version: 3,
    name: 'feedback and volunteer applications: the language the resident used',
    sql: `
      -- Issue 44: the language of the site's form each came from, so that the mails answering it (a reply, a
      -- decision) say their fixed words in it. English for those from before.
      ALTER TABLE feedback ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'zh-Hant'));
      ALTER TABLE volunteer_applications ADD COLUMN locale text NOT NULL DEFAULT 'en'
        CHECK (locale IN ('en', 'es', 'zh-Hant'));
    `,
  },
];

/** What the area keeps, and for how long (the site's retention and export commands read this). */
export const kept: readonly KeptRecord[] = [
  {
    kind: 'feedback',
    table: 'feedback',
    received: 'received_at',
    keepDays: 730,
    purpose:
      'Feedback from residents (the message, its category and subject; for signed feedback the name, e-mail and optional phone), to answer it when a follow-up was asked for and to see recurring issues across two years of city budgets and work programmes, with the replies staff sent and when it was handled (deleted with it); kept two years after it arrives.',
  },
  {
    kind: 'volunteer-application',
    table: 'volunteer_applications',
    received: 'received_at',
    keepDays: 730,
    purpose:
      'Applications to volunteer (the opportunity, name, e-mail, optional phone, experience, availability, motivation, emergency contact, transportation and the background-check agreement), for the volunteer coordinator to contact, place and train the applicant (with the coordinator’s decision and its message), and to find them again for the next season or a reference; kept two years after they arrive.',
  },
];
