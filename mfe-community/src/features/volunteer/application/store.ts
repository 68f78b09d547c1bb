// The volunteer application's part of the area's store (issues 25 and 42): each application stored with the
// time it arrived, once per submission key, and its receipt e-mail with its reference queued in the same
// transaction (the spec's message promises a call within 48 hours, not an e-mail; the form requires the
// address; see the README). The backend creates it with the platform and sets the slot the route action
// reaches it through; this file imports nothing of src/server/.
import { defineMessages, type IntlShape } from 'react-intl';
import {
  DEFAULT_LOCALE,
  localeOrDefault,
  localizedPath,
  plainMessages,
  serverOnly,
  type Platform,
} from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import type { VolunteerApplication, VolunteerOpportunity } from '../../../types/content';
import { canWriteTo, optional, plainText, type Received } from '../../../utils/stored-text';
import { volunteerCoordinator } from '../data/volunteer-content';
import { getVolunteerOpportunity, getVolunteerOpportunityIn } from '../data/volunteer-opportunities';
import { volunteerMessages } from '../messages';
import {
  VOLUNTEER_APPLY_ROUTE_ID,
  VOLUNTEER_PATH,
  volunteerAppliedPath,
  WITHDRAW_PATH,
  WITHDRAW_PURPOSE,
} from './addresses';

/** How long an application's withdraw link works: as long as the application is kept. */
const WITHDRAW_LINK_DAYS = 365;

/** What a withdraw link's token says (a page's live data): its opportunity too when it is this site's. */
export interface WithdrawLinkData {
  link: 'valid' | 'expired' | 'invalid' | 'done';
  opportunity?: string;
}

export interface VolunteerStore {
  /**
   * Stores an application for a known opportunity (once per submission key) and queues its receipt. An unknown
   * opportunity is refused by the route before it gets here (404 if it does).
   */
  apply(
    opportunityId: string,
    values: VolunteerApplication,
    key: string | undefined,
    locale?: string,
  ): Promise<Received>;
  /**
   * Withdraws the application of a withdraw link's token, once (it is deleted): its opportunity's id when it
   * did it now, 'done' when it was withdrawn already, or why the token cannot be used.
   */
  withdraw(token: string | null): Promise<{ opportunity: string } | 'done' | 'expired' | 'invalid'>;
  /** What a withdraw link's token says now. */
  withdrawState(token: string | null): Promise<WithdrawLinkData>;
}

/** The store as the route action reaches it: set by the backend; `get()` in the browser is a bug and throws. */
export const volunteerStore = serverOnly<VolunteerStore>('The volunteer applications store');

/** The applications' store over the area's platform (server only). */
export function createVolunteerStore(platform: Platform): VolunteerStore {
  return {
    async apply(opportunityId, values, key, locale) {
      const opportunity = getVolunteerOpportunity(opportunityId);
      // The route answers 404 before it asks; the same answer if something else does.
      if (!opportunity) throw new Response(null, { status: 404 });
      return applyToVolunteer(platform, opportunity, values, key, locale);
    },
    async withdraw(token) {
      const link = withdrawTokenOf(platform, token);
      if (typeof link === 'string') return link;
      const { rows } = await platform.db.query<{ opportunity_id: string }>(
        'DELETE FROM volunteer_applications WHERE id = $1 RETURNING opportunity_id',
        [link.application],
      );
      if (rows.length === 0) return 'done';
      platform.log('volunteer-application.withdrawn', { application: link.application });
      return { opportunity: rows[0].opportunity_id };
    },
    async withdrawState(token) {
      const link = withdrawTokenOf(platform, token);
      if (typeof link === 'string') return { link };
      const { rows } = await platform.db.query('SELECT 1 FROM volunteer_applications WHERE id = $1', [
        link.application,
      ]);
      return { link: rows.length > 0 ? 'valid' : 'done', opportunity: link.opportunity };
    },
  };
}

/** The application and opportunity of a withdraw link's token, or why it cannot be used. */
function withdrawTokenOf(platform: Platform, token: string | null) {
  const reading = platform.readLink
    ? platform.readLink<{ a?: unknown; o?: unknown }>(WITHDRAW_PURPOSE, token)
    : ({ status: 'invalid' } as const);
  if (reading.status !== 'valid') return reading.status;
  const application = Number(reading.data.a);
  const opportunity = String(reading.data.o);
  if (!Number.isSafeInteger(application) || !getVolunteerOpportunity(opportunity)) return 'invalid';
  return { application, opportunity };
}

/** The receipt's fixed words (issue 46: in the language of the form, from the area's catalogues). */
// Pure: the browser's bundle (which never sends a mail) drops these words.
export const volunteerMailMessages = /* @__PURE__ */ plainMessages(
  /* @__PURE__ */ defineMessages({
    subject: {
      id: 'mail.volunteerReceipt.subject',
      defaultMessage: 'Volunteer application received: {title} ({reference})',
    },
    intro: {
      id: 'mail.volunteerReceipt.intro',
      defaultMessage:
        'Thank you for applying to volunteer with the City of Springfield. We have received your application.',
    },
    opportunity: { id: 'mail.volunteerReceipt.opportunity', defaultMessage: 'Opportunity: {title}' },
    commitment: {
      id: 'mail.volunteerReceipt.commitment',
      defaultMessage: 'Time commitment: {time}, {frequency}',
    },
    location: { id: 'mail.volunteerReceipt.location', defaultMessage: 'Location: {location}' },
    reference: { id: 'mail.volunteerReceipt.reference', defaultMessage: 'Reference number: {reference}' },
    next: {
      id: 'mail.volunteerReceipt.next',
      defaultMessage:
        'What happens next: the Volunteer Coordinator will contact you within 48 hours. You will then attend a brief orientation and the training your role needs (with a background check if the role requires one) before you start volunteering.',
    },
    questions: {
      id: 'mail.volunteerReceipt.questions',
      defaultMessage:
        'Questions: write to {email} or call {phone} ({office}) and quote your reference {reference}.',
    },
    withdraw: {
      id: 'mail.volunteerReceipt.withdraw',
      defaultMessage: 'If you change your mind, withdraw your application here (it is then deleted): {link}',
    },
    opportunities: {
      id: 'mail.volunteerReceipt.opportunities',
      defaultMessage: 'Volunteer opportunities: {link}',
    },
    signature: { id: 'mail.volunteerReceipt.signature', defaultMessage: 'City of Springfield' },
  }),
);

/**
 * The receipt of an application: the opportunity (its record in the mail's language), its reference and what
 * happens next, in the language of `intl` (the form's, its catalogue loaded; English by default). It repeats
 * nothing the resident typed (the address is not verified: the city's mail must not carry a stranger's text
 * to it).
 */
export function volunteerMail(
  englishOpportunity: VolunteerOpportunity,
  values: VolunteerApplication,
  reference: string,
  siteOrigin: string,
  withdrawLink?: string,
  intl: IntlShape = areaIntl.intl(DEFAULT_LOCALE),
) {
  const say = intl.formatMessage;
  const m = volunteerMailMessages;
  const locale = localeOrDefault(intl.locale);
  const opportunity = getVolunteerOpportunityIn(englishOpportunity.id, locale) ?? englishOpportunity;
  const text = plainText([
    say(m.intro),
    [
      say(m.opportunity, { title: opportunity.title }),
      say(m.commitment, {
        time: opportunity.timeCommitment,
        frequency: opportunity.frequency.toLowerCase(),
      }),
      say(m.location, { location: opportunity.location }),
      say(m.reference, { reference }),
    ],
    say(m.next),
    say(m.questions, {
      email: volunteerCoordinator.email,
      phone: volunteerCoordinator.phone,
      office: say(volunteerMessages.coordinatorOffice),
      reference,
    }),
    ...(withdrawLink ? [say(m.withdraw, { link: withdrawLink })] : []),
    say(m.opportunities, { link: `${siteOrigin}${localizedPath(locale, VOLUNTEER_PATH)}` }),
    say(m.signature),
  ]);
  return {
    to: values.email.trim(),
    subject: say(m.subject, { title: opportunity.title, reference }),
    text,
    locale,
  };
}

/**
 * Stores an application for `opportunity`, once per submission key and fields (the opportunity among them):
 * the record with the time it arrived and its receipt, all or nothing. Answers its reference and
 * confirmation page.
 */
export async function applyToVolunteer(
  platform: Platform,
  opportunity: VolunteerOpportunity,
  values: VolunteerApplication,
  key: string | undefined,
  locale?: string,
): Promise<Received> {
  const submission = {
    form: VOLUNTEER_APPLY_ROUTE_ID,
    key,
    fields: { opportunity: opportunity.id, ...values },
  };
  // The receipt's words in the form's language, loaded before the transaction (at once when the page did).
  const language = localeOrDefault(locale);
  await areaIntl.loadMessages(language);
  const intl = areaIntl.intl(language);
  return platform.submitOnce(submission, async (tx) => {
    const { rows } = await tx.query<{ id: string; reference: string }>(
      `INSERT INTO volunteer_applications (opportunity_id, name, email, phone, experience, availability,
         motivation, emergency_contact, has_transportation, agree_to_background, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, reference`,
      [
        opportunity.id,
        values.name.trim(),
        values.email.trim(),
        optional(values.phone),
        optional(values.experience),
        values.availability === '' ? null : values.availability,
        optional(values.motivation),
        optional(values.emergencyContact),
        values.hasTransportation,
        values.agreeToBackground,
        // The form's language: the receipt's and the decision's fixed words are in it (issues 44 and 46).
        language,
      ],
    );
    const { id, reference } = rows[0];
    const receipt = canWriteTo(values.email);
    if (receipt) {
      const withdrawLink = platform.link?.(
        WITHDRAW_PURPOSE,
        { a: Number(id), o: opportunity.id },
        { path: WITHDRAW_PATH, days: WITHDRAW_LINK_DAYS, locale },
      );
      await platform.mail(
        tx,
        volunteerMail(opportunity, values, reference, platform.siteOrigin, withdrawLink, intl),
      );
    }
    platform.log('volunteer-application.stored', {
      opportunity: opportunity.id,
      application: Number(id),
      receipt,
    });
    return { reference, location: volunteerAppliedPath(opportunity.id) };
  });
}
