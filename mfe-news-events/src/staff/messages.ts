import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of this area's staff pages (issue 44), in English; src/staff/i18n has the others (`staff.*`). */
export const staffMessages = plainMessages(
  defineMessages({
    eventsTitle: { id: 'staff.events.title', defaultMessage: 'Event registrations' },
    eventsIntro: {
      id: 'staff.events.intro',
      defaultMessage:
        'Each event’s registrations against its capacity. Open an event to see who registered and to download the list.',
    },
    eventsCaption: { id: 'staff.events.caption', defaultMessage: 'Events and their registrations' },
    eventsEvent: { id: 'staff.events.event', defaultMessage: 'Event' },
    eventsStarts: { id: 'staff.events.starts', defaultMessage: 'Starts' },
    eventsRegistered: { id: 'staff.events.registered', defaultMessage: 'Registered' },
    eventsCapacity: { id: 'staff.events.capacity', defaultMessage: 'Capacity' },
    eventsSubscribers: {
      id: 'staff.events.subscribers',
      defaultMessage:
        '{count, plural, one {# address is subscribed to the newsletter.} other {# addresses are subscribed to the newsletter.}}',
    },
    eventsPending: {
      id: 'staff.events.pending',
      defaultMessage:
        '{count, plural, =0 {} one {# more has signed up and not yet confirmed the address.} other {# more have signed up and not yet confirmed their address.}}',
    },
    eventsSubscribersDownload: {
      id: 'staff.events.subscribersDownload',
      defaultMessage: 'Download the subscribers (CSV)',
    },
    eventTitle: { id: 'staff.event.title', defaultMessage: 'Registrations: {event}' },
    eventNotFound: { id: 'staff.event.notFound', defaultMessage: 'There is no event with this number.' },
    eventBack: { id: 'staff.event.back', defaultMessage: 'Back to the events' },
    eventSummary: {
      id: 'staff.event.summary',
      defaultMessage: '{registered} registered of {capacity} places.',
    },
    eventDownload: { id: 'staff.event.download', defaultMessage: 'Download the registrations (CSV)' },
    eventPersonal: {
      id: 'staff.event.personal',
      defaultMessage: 'Personal data: every view and download is recorded.',
    },
    eventNone: { id: 'staff.event.none', defaultMessage: 'Nobody has registered through the site yet.' },
    eventCaption: { id: 'staff.event.caption', defaultMessage: 'Registrations, in the order received' },
    eventName: { id: 'staff.event.name', defaultMessage: 'Name' },
    eventEmail: { id: 'staff.event.email', defaultMessage: 'E-mail' },
    eventPhone: { id: 'staff.event.phone', defaultMessage: 'Phone' },
    eventOrganization: { id: 'staff.event.organization', defaultMessage: 'Organization' },
    eventNotes: { id: 'staff.event.notes', defaultMessage: 'Notes' },
    eventReceived: { id: 'staff.event.received', defaultMessage: 'Received' },
    eventLanguage: { id: 'staff.event.language', defaultMessage: 'Language of the mails to them' },
    eventCancel: { id: 'staff.event.cancel', defaultMessage: 'Cancel' },
    eventCancelOf: { id: 'staff.event.cancelOf', defaultMessage: 'Cancel the registration of {name}' },
    eventCancelled: {
      id: 'staff.event.cancelled',
      defaultMessage:
        'The registration was cancelled: its place is free again, and the resident was e-mailed.',
    },
    eventActions: { id: 'staff.event.actions', defaultMessage: 'Change' },
    capacityTitle: { id: 'staff.capacity.title', defaultMessage: 'Change the capacity' },
    capacityLabel: { id: 'staff.capacity.label', defaultMessage: 'Capacity (places)' },
    capacityHint: {
      id: 'staff.capacity.hint',
      defaultMessage:
        'A whole number, not below the {registered} already registered, at most {max}. The public event page and the events list show the places left with it.',
    },
    capacitySave: { id: 'staff.capacity.save', defaultMessage: 'Save the capacity' },
    capacityChanged: {
      id: 'staff.capacity.changed',
      defaultMessage:
        'The capacity is now {capacity, plural, one {# place} other {# places}}. The public event page shows the places left.',
    },
    capacityRequired: { id: 'staff.capacity.required', defaultMessage: 'Enter the number of places.' },
    capacityWhole: {
      id: 'staff.capacity.whole',
      defaultMessage: 'Enter the capacity as a whole number, such as 60.',
    },
    capacityTooLarge: { id: 'staff.capacity.tooLarge', defaultMessage: 'The capacity can be at most {max}.' },
    capacityBelow: {
      id: 'staff.capacity.below',
      defaultMessage:
        'The capacity cannot be below the {registered, plural, one {# person} other {# people}} already registered. To lower it further, cancel registrations first.',
    },
  }),
);
