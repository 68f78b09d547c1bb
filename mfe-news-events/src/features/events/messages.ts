import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words of Events & Meetings, an event's page, its registration, its calendar and Home's carousel. */
export const eventMessages = plainMessages(
  defineMessages({
    pageTitle: { id: 'events.list.title', defaultMessage: 'Events & Meetings' },
    pageDescription: {
      id: 'events.list.description',
      defaultMessage:
        'Council meetings, public hearings, community events and workshops across Springfield. Register to attend and add events to your calendar.',
    },
    upcoming: { id: 'events.list.upcoming', defaultMessage: 'Upcoming Events' },
    filterLabel: { id: 'events.list.filterLabel', defaultMessage: 'Filter events by category' },
    allEvents: { id: 'events.category.all', defaultMessage: 'All Events' },
    council: { id: 'events.category.council', defaultMessage: 'City Council' },
    community: { id: 'events.category.community', defaultMessage: 'Community' },
    meetings: { id: 'events.category.meetings', defaultMessage: 'Public Meetings' },
    workshops: { id: 'events.category.workshops', defaultMessage: 'Workshops' },
    sectionLabel: { id: 'events.section', defaultMessage: 'Events' },
    notFoundTitle: { id: 'events.notFound.title', defaultMessage: 'Event Not Found' },
    notFoundMessage: {
      id: 'events.notFound.message',
      defaultMessage: 'The requested event could not be found.',
    },
    timeRange: { id: 'events.time.range', defaultMessage: '{start} - {end}' },
    dateAndTime: { id: 'events.time.dateAndTime', defaultMessage: '{date}, {time}' },
    when: { id: 'events.time.when', defaultMessage: '{date}, {time} at {location}' },
    place: { id: 'events.place', defaultMessage: '{location}, {address}' },
    liveStream: { id: 'events.card.liveStream', defaultMessage: 'Live Stream' },
    registerToAttend: {
      id: 'events.card.registerToAttend',
      defaultMessage: 'Register to Attend<hidden>: {title}</hidden>',
    },
    registrationFull: { id: 'events.card.registrationFull', defaultMessage: 'Registration full' },
    addToCalendarFor: {
      id: 'events.card.addToCalendar',
      defaultMessage: 'Add to Calendar<hidden>: {title}</hidden>',
    },
    viewDetails: { id: 'events.card.viewDetails', defaultMessage: 'View Details<hidden>: {title}</hidden>' },
    registeredOf: { id: 'events.card.registeredOf', defaultMessage: '{registered} / {capacity} registered' },
    available: { id: 'events.capacity.available', defaultMessage: 'Available' },
    fillingUp: { id: 'events.capacity.fillingUp', defaultMessage: 'Filling Up' },
    nearlyFull: { id: 'events.capacity.nearlyFull', defaultMessage: 'Nearly Full' },
    documents: { id: 'events.documents.title', defaultMessage: 'Documents' },
    eventDocuments: { id: 'events.documents.eventTitle', defaultMessage: 'Event Documents' },
    documentKind: { id: 'events.documents.kind', defaultMessage: '({type}, {size})' },
    documentKindOnly: { id: 'events.documents.kindOnly', defaultMessage: '({type})' },
    download: { id: 'events.documents.download', defaultMessage: 'Download<hidden> {name}</hidden>' },
    downloading: { id: 'events.documents.downloading', defaultMessage: 'Downloading {name}...' },
    about: { id: 'events.detail.about', defaultMessage: 'About This Event' },
    agenda: { id: 'events.detail.agenda', defaultMessage: 'Agenda' },
    clerkAgenda: {
      id: 'events.detail.clerkAgenda',
      defaultMessage: 'The City Clerk publishes this meeting’s agenda and documents.',
    },
    clerkAgendaLink: {
      id: 'events.detail.clerkAgendaLink',
      defaultMessage: 'View the agenda and meeting documents',
    },
    infoTitle: { id: 'events.info.title', defaultMessage: 'Event Information' },
    infoDate: { id: 'events.info.date', defaultMessage: 'Date' },
    infoTime: { id: 'events.info.time', defaultMessage: 'Time' },
    infoLocation: { id: 'events.info.location', defaultMessage: 'Location' },
    infoRegistered: { id: 'events.info.registered', defaultMessage: 'Registered' },
    infoContact: { id: 'events.info.contact', defaultMessage: 'Contact' },
    spotsRemaining: {
      id: 'events.info.spotsRemaining',
      defaultMessage: '{remaining, plural, one {{count} spot remaining} other {{count} spots remaining}}',
    },
    accessibility: { id: 'events.side.accessibility', defaultMessage: 'Accessibility' },
    joinOnline: { id: 'events.side.joinOnline', defaultMessage: 'You can also join this event online.' },
    shareTitle: { id: 'events.share.title', defaultMessage: 'Share This Event' },
    addToCalendar: { id: 'events.calendar.add', defaultMessage: 'Add to Calendar' },
    addToGoogle: { id: 'events.calendar.addToGoogle', defaultMessage: 'Add to Google Calendar' },
    shareEvent: { id: 'events.share.button', defaultMessage: 'Share Event' },
    eventAddress: { id: 'events.share.address', defaultMessage: 'Event address' },
    copyAddressHint: {
      id: 'events.share.addressHint',
      defaultMessage: 'Copy this address to share the event.',
    },
    shareText: { id: 'events.share.text', defaultMessage: '{title}: {date}, {time} at {location}' },
    registerCardTitle: { id: 'events.registerCard.title', defaultMessage: 'Register for This Event' },
    registerCardText: {
      id: 'events.registerCard.text',
      defaultMessage: 'Reserve your place. Registration is free and takes less than a minute.',
    },
    registerNow: { id: 'events.registerCard.registerNow', defaultMessage: 'Register Now' },
    cancel: { id: 'events.registration.cancel', defaultMessage: 'Cancel' },
    formTitle: { id: 'events.registration.formTitle', defaultMessage: 'Event Registration' },
    registering: { id: 'events.registration.registering', defaultMessage: 'Registering...' },
    submitRegistration: { id: 'events.registration.submit', defaultMessage: 'Submit Registration' },
    completeRegistration: {
      id: 'events.registration.complete',
      defaultMessage: 'Complete Registration',
    },
    fullName: { id: 'events.registration.fullName', defaultMessage: 'Full Name' },
    email: { id: 'events.registration.email', defaultMessage: 'Email' },
    emailAddress: { id: 'events.registration.emailAddress', defaultMessage: 'Email Address' },
    phone: { id: 'events.registration.phone', defaultMessage: 'Phone' },
    phoneNumber: { id: 'events.registration.phoneNumber', defaultMessage: 'Phone Number' },
    organization: { id: 'events.registration.organization', defaultMessage: 'Organization' },
    questions: { id: 'events.registration.questions', defaultMessage: 'Questions or Comments' },
    additionalNotes: { id: 'events.registration.additionalNotes', defaultMessage: 'Additional Notes' },
    notesPlaceholder: {
      id: 'events.registration.notesPlaceholder',
      defaultMessage: 'Accessibility needs, questions or comments',
    },
    registerFor: { id: 'events.registration.registerFor', defaultMessage: 'Register for {title}' },
    registerForEvent: { id: 'events.registration.registerForEvent', defaultMessage: 'Register for event' },
    successTitle: { id: 'events.registration.successTitle', defaultMessage: 'Registration Successful!' },
    successMessage: {
      id: 'events.registration.successMessage',
      defaultMessage: "You've been registered for {title}. A confirmation email will be sent shortly.",
    },
    failedTitle: { id: 'events.registration.failedTitle', defaultMessage: 'Registration Failed' },
    failedMessage: {
      id: 'events.registration.failedMessage',
      defaultMessage: 'Unable to complete registration. Please try again.',
    },
    submittedTitle: {
      id: 'events.registration.submittedTitle',
      defaultMessage: 'Registration submitted for {title}!',
    },
    submittedMessage: {
      id: 'events.registration.submittedMessage',
      defaultMessage: 'You will receive a confirmation email shortly.',
    },
    nameRequired: { id: 'events.registration.nameRequired', defaultMessage: 'Please enter your full name.' },
    nameTooLong: {
      id: 'events.registration.nameTooLong',
      defaultMessage: 'Please enter your full name on one line, in at most {max} characters.',
    },
    cancelTitle: { id: 'events.cancel.title', defaultMessage: 'Cancel your registration' },
    cancelText: {
      id: 'events.cancel.text',
      defaultMessage:
        'Press Cancel registration to give up your place at {title} on {date}. Someone else can then take it.',
    },
    cancelButton: { id: 'events.cancel.button', defaultMessage: 'Cancel registration' },
    cancelCrumb: { id: 'events.cancel.crumb', defaultMessage: 'Cancel registration' },
    alreadyCancelledTitle: {
      id: 'events.cancel.alreadyTitle',
      defaultMessage: 'This registration is already cancelled',
    },
    alreadyCancelledText: {
      id: 'events.cancel.alreadyText',
      defaultMessage:
        "There is nothing more to do. You can register again on the event's page while places remain.",
    },
    cancelledTitle: { id: 'events.cancelled.title', defaultMessage: 'Your registration is cancelled' },
    cancelledText: {
      id: 'events.cancelled.text',
      defaultMessage: 'Your place at {title} is free for someone else. Thank you for letting us know.',
    },
    emailRequired: {
      id: 'events.registration.emailRequired',
      defaultMessage: 'Please enter your email address.',
    },
    emailInvalid: {
      id: 'events.registration.emailInvalid',
      defaultMessage: 'Please enter a valid email address, like name@example.com.',
    },
    eventFull: {
      id: 'events.registration.full',
      defaultMessage: 'This event is full. Every place at {title} has been taken.',
    },
    registerCrumb: { id: 'events.registration.crumb', defaultMessage: 'Register' },
    registeredCrumb: { id: 'events.registration.registeredCrumb', defaultMessage: 'Registered' },
    backToEvent: { id: 'events.registration.backToEvent', defaultMessage: 'Back to Event' },
    backToEvents: { id: 'events.registration.backToEvents', defaultMessage: 'Back to Events' },
    fullText: {
      id: 'events.registration.fullText',
      defaultMessage: 'Every place at this event has been taken, so registration is closed.',
    },
    addTitle: { id: 'events.calendar.addTitle', defaultMessage: 'Add {title} to your calendar' },
    downloadIcs: {
      id: 'events.calendar.downloadIcs',
      defaultMessage: 'Download .ics File (Apple, Outlook)',
    },
    toolsTitle: { id: 'events.calendar.toolsTitle', defaultMessage: 'Never Miss an Event' },
    toolsText: {
      id: 'events.calendar.toolsText',
      defaultMessage:
        'Add the city calendar to your own calendar app, or download every upcoming event at once.',
    },
    subscribeToCalendar: { id: 'events.calendar.subscribe', defaultMessage: 'Subscribe to Calendar' },
    downloadIcal: { id: 'events.calendar.downloadIcal', defaultMessage: 'Download iCal File' },
    googleCalendar: { id: 'events.calendar.google', defaultMessage: 'Google Calendar' },
    allEventsCalendar: {
      id: 'events.calendar.allEventsTitle',
      defaultMessage: 'Springfield Events & Meetings',
    },
    subscriptionTitle: {
      id: 'events.calendar.subscriptionTitle',
      defaultMessage: 'City of Springfield Events & Meetings',
    },
    subscriptionDescription: {
      id: 'events.calendar.subscriptionDescription',
      defaultMessage:
        'Council meetings, public hearings, community events and workshops of the City of Springfield. See springfield.gov/events for details.',
    },
    subscriptionLocation: {
      id: 'events.calendar.subscriptionLocation',
      defaultMessage: 'Springfield City Hall',
    },
    calendarAdded: { id: 'events.calendar.addedTitle', defaultMessage: 'Calendar Event Added' },
    calendarAddedText: {
      id: 'events.calendar.addedText',
      defaultMessage: '{title} has been downloaded to your calendar.',
    },
    downloadFailed: { id: 'events.calendar.failedTitle', defaultMessage: 'Download Failed' },
    downloadFailedText: {
      id: 'events.calendar.failedText',
      defaultMessage: 'Unable to download calendar file. Please try again.',
    },
    viewAllEvents: { id: 'events.widget.viewAll', defaultMessage: 'View All Events' },
    carouselLabel: { id: 'events.widget.carouselLabel', defaultMessage: 'Upcoming events' },
    carouselItem: { id: 'events.widget.carouselItem', defaultMessage: 'event' },
  }),
);
