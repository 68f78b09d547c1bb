// The mails a registration sends the resident (issue 46): its confirmation, and the notice that the organisers
// cancelled it (issue 44), in the language of the form they registered on (kept with the registration). Their
// words are the area's catalogues' (src/i18n), loaded as the pages load them (areaIntl.loadMessages: this
// module is in the browser's bundle too, with the form's action, so it imports no catalogue itself); the
// event's words are its record's in that language, its date and times shared's formatters'. The English
// mails are word for word what they were before.
import { defineMessages, type IntlShape } from 'react-intl';
import {
  DEFAULT_LOCALE,
  formatFullDate,
  localeOrDefault,
  localizedPath,
  plainMessages,
  type Locale,
} from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { areaIntl } from '../../../i18n/area-intl';
import { eventMessages } from '../messages';
import { eventPath, localizedEvent } from '../utils/event-queries';
import { eventTimeIn, eventTimeRange } from '../utils/event-times';

/** The fixed words of a registration's confirmation and of its cancellation by the organisers. */
// Pure: the browser's bundle (which never sends a mail) drops these words.
export const registrationMailMessages = /* @__PURE__ */ plainMessages(
  /* @__PURE__ */ defineMessages({
    confirmedSubject: {
      id: 'mail.registrationConfirmed.subject',
      defaultMessage: 'Registration confirmed: {title}, {date} ({reference})',
    },
    dear: { id: 'mail.registration.dear', defaultMessage: 'Dear {name},' },
    registered: {
      id: 'mail.registrationConfirmed.registered',
      defaultMessage: 'You are registered for {title}.',
    },
    event: { id: 'mail.registrationConfirmed.event', defaultMessage: 'Event: {title}' },
    date: { id: 'mail.registrationConfirmed.date', defaultMessage: 'Date: {date}' },
    time: { id: 'mail.registrationConfirmed.time', defaultMessage: 'Time: {time}' },
    location: { id: 'mail.registrationConfirmed.location', defaultMessage: 'Location: {place}' },
    reference: {
      id: 'mail.registrationConfirmed.reference',
      defaultMessage: 'Registration reference: {reference}',
    },
    next: {
      id: 'mail.registrationConfirmed.next',
      defaultMessage:
        'What happens next: your place is reserved and there is nothing more to do. If you have a question or an accessibility need, write to {contact} and quote your reference {reference}.',
    },
    cancelHere: {
      id: 'mail.registrationConfirmed.cancelHere',
      defaultMessage:
        'If you can no longer attend, cancel your registration here, so that someone else can take your place:',
    },
    eventPage: { id: 'mail.registrationConfirmed.eventPage', defaultMessage: "The event's page: {link}" },
    cancelledSubject: {
      id: 'mail.registrationCancelled.subject',
      defaultMessage: 'Registration cancelled: {title}',
    },
    cancelled: {
      id: 'mail.registrationCancelled.cancelled',
      defaultMessage: 'The organisers of {title} ({date}, {time}) have cancelled your registration.',
    },
    questions: {
      id: 'mail.registrationCancelled.questions',
      defaultMessage: 'Questions: reply to the City of Springfield, or see {link}',
    },
    signature: { id: 'mail.registration.signature', defaultMessage: 'City of Springfield' },
  }),
);

/**
 * The formatter of a resident's language over the area's catalogue, loaded first (at once when it is): English
 * for a language the site does not have.
 */
export async function mailIntl(locale: string | null | undefined): Promise<IntlShape> {
  const language = localeOrDefault(locale);
  await areaIntl.loadMessages(language);
  return areaIntl.intl(language);
}

/** The language of a formatter made by mailIntl (English when its catalogue was not loaded). */
const languageOf = (intl: IntlShape): Locale => localeOrDefault(intl.locale);

/** The event as the mail shows it: its record's words in the mail's language. */
const eventIn = (event: CityEvent, locale: Locale): CityEvent =>
  localizedEvent(String(event.id), locale) ?? event;

/** The event's page, in the mail's language ("/es/events/2"). */
const eventLink = (siteOrigin: string, event: CityEvent, locale: Locale) =>
  `${siteOrigin}${localizedPath(locale, eventPath(event.id))}`;

/**
 * The confirmation e-mail of a registration: the event, when and where, the reference, what comes next, in the
 * language of `intl` (mailIntl's; English by default).
 */
export function registrationMail(
  englishEvent: CityEvent,
  values: EventRegistration,
  reference: string,
  siteOrigin: string,
  cancelLink?: string,
  intl: IntlShape = areaIntl.intl(DEFAULT_LOCALE),
) {
  const say = intl.formatMessage;
  const m = registrationMailMessages;
  const locale = languageOf(intl);
  const event = eventIn(englishEvent, locale);
  const date = formatFullDate(event.date, locale);
  const lines = [
    say(m.dear, { name: values.name.trim() }),
    '',
    say(m.registered, { title: event.title }),
    '',
    say(m.event, { title: event.title }),
    say(m.date, { date }),
    say(m.time, { time: eventTimeRange(intl, event, locale) }),
    say(m.location, {
      place: say(eventMessages.place, { location: event.location, address: event.address }),
    }),
    say(m.reference, { reference }),
    '',
    // One line per paragraph: mail programs wrap it to their width.
    say(m.next, { contact: event.contact, reference }),
    '',
    ...(cancelLink ? [say(m.cancelHere), cancelLink, ''] : []),
    say(m.eventPage, { link: eventLink(siteOrigin, event, locale) }),
    '',
    say(m.signature),
  ];
  return {
    to: values.email.trim(),
    subject: say(m.confirmedSubject, { title: event.title, date, reference }),
    text: lines.join('\n'),
    locale,
  };
}

/**
 * The mail that tells a resident the organisers cancelled their registration, in the language of `intl`
 * (mailIntl's of the registration's language). English writes the event's date and start as its record does
 * ("2025-01-18, 10:00 AM"), as it always has; another language with shared's formatters.
 */
export function cancellationMail(
  englishEvent: CityEvent,
  registrant: { email: string; name: string },
  siteOrigin: string,
  intl: IntlShape = areaIntl.intl(DEFAULT_LOCALE),
) {
  const say = intl.formatMessage;
  const m = registrationMailMessages;
  const locale = languageOf(intl);
  const event = eventIn(englishEvent, locale);
  const english = locale === DEFAULT_LOCALE;
  return {
    to: registrant.email,
    subject: say(m.cancelledSubject, { title: event.title }),
    text: [
      say(m.dear, { name: registrant.name }),
      '',
      say(m.cancelled, {
        title: event.title,
        date: english ? event.date : formatFullDate(event.date, locale),
        time: eventTimeIn(event.date, event.startTime, locale),
      }),
      say(m.questions, { link: eventLink(siteOrigin, event, locale) }),
      '',
      say(m.signature),
    ].join('\n'),
    locale,
  };
}
