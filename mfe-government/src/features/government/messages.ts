import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of the Government page and its dialogs (their records' own words are in the content). */
export const governmentMessages = plainMessages(
  defineMessages({
    pageTitle: { id: 'government.page.title', defaultMessage: 'Government' },
    pageDescription: {
      id: 'government.page.description',
      defaultMessage:
        'Meet your elected officials, follow meetings and legislation, and explore open government records.',
    },
    cityHall: { id: 'government.page.cityHall', defaultMessage: 'Springfield City Hall' },

    // Your Elected Officials
    officialsTitle: { id: 'government.officials.title', defaultMessage: 'Your Elected Officials' },
    viewProfile: { id: 'government.officials.viewProfile', defaultMessage: 'View Full Profile' },
    viewProfileOf: {
      id: 'government.officials.viewProfileOf',
      defaultMessage: 'View Full Profile: {name}',
    },
    portrait: { id: 'government.officials.portrait', defaultMessage: 'Portrait of {name}' },
    term: { id: 'government.officials.term', defaultMessage: 'Term: {term}' },
    priorities: { id: 'government.officials.priorities', defaultMessage: 'Key Priorities' },
    profileTitle: { id: 'government.officials.profileTitle', defaultMessage: '{name}, {title}' },
    about: { id: 'government.officials.about', defaultMessage: 'About' },
    education: { id: 'government.officials.education', defaultMessage: 'Education' },
    officeHours: { id: 'government.officials.officeHours', defaultMessage: 'Office Hours' },
    achievements: { id: 'government.officials.achievements', defaultMessage: 'Key Achievements' },
    committees: { id: 'government.officials.committees', defaultMessage: 'Committee Memberships' },
    contact: { id: 'government.officials.contact', defaultMessage: 'Contact' },

    // Upcoming Meetings and a meeting's agenda
    upcomingTitle: { id: 'government.upcoming.title', defaultMessage: 'Upcoming Meetings' },
    viewAllEvents: {
      id: 'government.upcoming.viewAll',
      defaultMessage: 'View All<hidden> events and meetings</hidden>',
    },
    liveStream: { id: 'government.upcoming.liveStream', defaultMessage: 'Live Stream' },
    agendaHighlights: { id: 'government.upcoming.agendaHighlights', defaultMessage: 'Agenda highlights' },
    viewAgenda: { id: 'government.upcoming.viewAgenda', defaultMessage: 'View Full Agenda' },
    viewAgendaOf: { id: 'government.upcoming.viewAgendaOf', defaultMessage: 'View Full Agenda: {title}' },
    agendaDialogTitle: { id: 'government.agenda.title', defaultMessage: '{title}: Full Agenda' },
    date: { id: 'government.agenda.date', defaultMessage: 'Date' },
    time: { id: 'government.agenda.time', defaultMessage: 'Time' },
    location: { id: 'government.agenda.location', defaultMessage: 'Location' },
    watchLive: { id: 'government.agenda.watchLive', defaultMessage: 'Watch Live' },
    agenda: { id: 'government.agenda.agenda', defaultMessage: 'Agenda' },
    estimatedDuration: {
      id: 'government.agenda.estimatedDuration',
      defaultMessage: 'Estimated duration: {minutes, plural, one {# minute} other {# minutes}}',
    },
    meetingDocuments: { id: 'government.agenda.documents', defaultMessage: 'Meeting Documents' },
    downloadItem: { id: 'government.download.item', defaultMessage: 'Download {name}' },

    // Recent Meetings, the Meeting Archives and their records
    recentTitle: { id: 'government.recent.title', defaultMessage: 'Recent Meetings' },
    viewArchive: { id: 'government.recent.viewArchive', defaultMessage: 'View Archive' },
    completed: { id: 'government.recent.completed', defaultMessage: 'Completed' },
    agendaItemCount: {
      id: 'government.recent.agendaItems',
      defaultMessage: '{count, plural, one {# agenda item} other {# agenda items}}',
    },
    recordWithType: { id: 'government.recent.recordWithType', defaultMessage: '{name} ({type})' },
    readMinutes: { id: 'government.recent.readMinutes', defaultMessage: 'Read Minutes Online' },
    meetingOn: { id: 'government.record.meetingOn', defaultMessage: '{title}, {date}' },
    recordOfMeeting: { id: 'government.record.ofMeeting', defaultMessage: '{name}, {meeting}' },
    requestRecording: { id: 'government.record.request', defaultMessage: 'Request {label}' },
    // The subjects of the mails the page drafts, in the page's language (the Clerk's office reads every one).
    mailRecordsRequest: {
      id: 'government.mail.recordsRequest',
      defaultMessage: 'Records Request: {record}, {meeting}, {date}',
    },
    mailPublicComment: { id: 'government.mail.publicComment', defaultMessage: 'Public Comment' },
    mailVolunteerInterest: {
      id: 'government.mail.volunteerInterest',
      defaultMessage: 'Volunteer Interest: {title}',
    },
    requestRecordingLabel: {
      id: 'government.record.requestLabel',
      defaultMessage: 'Request {label} from the City Clerk by e-mail, {meeting}',
    },
    recordAgenda: { id: 'government.record.agenda', defaultMessage: 'Agenda' },
    recordMinutes: { id: 'government.record.minutes', defaultMessage: 'Minutes' },
    recordMeetingMinutes: { id: 'government.record.meetingMinutes', defaultMessage: 'Meeting Minutes' },
    recordTranscript: { id: 'government.record.transcript', defaultMessage: 'Transcript' },
    recordHearingTranscript: {
      id: 'government.record.hearingTranscript',
      defaultMessage: 'Hearing Transcript',
    },
    recordNotice: { id: 'government.record.notice', defaultMessage: 'Notice' },
    recordBudgetReport: { id: 'government.record.budgetReport', defaultMessage: 'Budget Report' },
    recordMeetingAudio: { id: 'government.record.meetingAudio', defaultMessage: 'Meeting Audio' },
    recordHearingAudio: { id: 'government.record.hearingAudio', defaultMessage: 'Hearing Audio' },
    recordVideo: { id: 'government.record.video', defaultMessage: 'Video Recording' },
    // A recording's name inside "Request {label}" (Spanish: "Solicitar el audio de la reunión").
    recordMeetingAudioInSentence: {
      id: 'government.record.meetingAudioInSentence',
      defaultMessage: 'Meeting Audio',
    },
    recordHearingAudioInSentence: {
      id: 'government.record.hearingAudioInSentence',
      defaultMessage: 'Hearing Audio',
    },
    recordVideoInSentence: { id: 'government.record.videoInSentence', defaultMessage: 'Video Recording' },
    archivesTitle: { id: 'government.archives.title', defaultMessage: 'Meeting Archives' },
    archivesFilter: { id: 'government.archives.filter', defaultMessage: 'Filter meetings by type' },
    archivesEmpty: {
      id: 'government.archives.empty',
      defaultMessage: 'No meetings of this type in the archive.',
    },
    archiveDateType: { id: 'government.archives.dateType', defaultMessage: '{date} · {type}' },
    filterAll: { id: 'government.archives.all', defaultMessage: 'All' },
    filterCouncil: { id: 'government.archives.council', defaultMessage: 'City Council' },
    filterPlanning: { id: 'government.archives.planning', defaultMessage: 'Planning Commission' },
    filterCommittees: { id: 'government.archives.committees', defaultMessage: 'Committees' },
    filterHearings: { id: 'government.archives.hearings', defaultMessage: 'Public Hearings' },

    // Legislative Tracker and an item's text
    legislationTitle: { id: 'government.legislation.title', defaultMessage: 'Legislative Tracker' },
    viewAllLegislation: { id: 'government.legislation.viewAll', defaultMessage: 'View All Legislation' },
    viewText: { id: 'government.legislation.viewText', defaultMessage: 'View Text' },
    viewTextOf: { id: 'government.legislation.viewTextOf', defaultMessage: 'View Text: {title}' },
    passed: { id: 'government.legislation.passed', defaultMessage: 'Passed' },
    underReview: { id: 'government.legislation.underReview', defaultMessage: 'Under Review' },
    tally: {
      id: 'government.legislation.tally',
      defaultMessage: 'For: {for} · Against: {against}',
    },
    tallyWithAbstentions: {
      id: 'government.legislation.tallyAbstain',
      defaultMessage: 'For: {for} · Against: {against} · Abstain: {abstain}',
    },
    summary: { id: 'government.legislation.summary', defaultMessage: 'Summary' },
    finalVote: { id: 'government.legislation.finalVote', defaultMessage: 'Final Vote' },
    noVote: { id: 'government.legislation.noVote', defaultMessage: 'No vote has been taken yet.' },
    fullText: { id: 'government.legislation.fullText', defaultMessage: 'Full Text' },
    relatedDocuments: { id: 'government.legislation.related', defaultMessage: 'Related Documents' },

    // Transparency & Open Data
    transparencyTitle: { id: 'government.transparency.title', defaultMessage: 'Transparency & Open Data' },
    accessRecords: { id: 'government.transparency.access', defaultMessage: 'Access Records' },
    accessRecordsOf: { id: 'government.transparency.accessOf', defaultMessage: 'Access Records: {title}' },
    itemCount: {
      id: 'government.transparency.items',
      defaultMessage: '{count, plural, one {# item} other {# items}}',
    },
    budgetDescription: {
      id: 'government.transparency.budgetDescription',
      defaultMessage: 'Annual budgets, financial reports and audits.',
    },
    meetingsDescription: {
      id: 'government.transparency.meetingsDescription',
      defaultMessage: 'Agendas, minutes and recordings of past meetings.',
    },
    recordsDescription: {
      id: 'government.transparency.recordsDescription',
      defaultMessage: 'Request public records and see recent requests.',
    },
    ethicsDescription: {
      id: 'government.transparency.ethicsDescription',
      defaultMessage: 'Ethics policies and financial disclosures.',
    },

    // Budget & Finances
    budgetTitle: { id: 'government.budget.title', defaultMessage: 'Budget & Finances' },
    totalBudget: {
      id: 'government.budget.total',
      defaultMessage: '{year} Total Budget: <strong>{amount}</strong>',
    },
    revenueSources: { id: 'government.budget.revenues', defaultMessage: 'Revenue Sources' },
    expenditures: { id: 'government.budget.expenditures', defaultMessage: 'Expenditures' },
    financialReports: { id: 'government.budget.reports', defaultMessage: 'Financial Reports' },

    // Public Records
    recordsTitle: { id: 'government.records.title', defaultMessage: 'Public Records' },
    requestTypes: { id: 'government.records.types', defaultMessage: 'Request Types' },
    businessDays: {
      id: 'government.records.businessDays',
      defaultMessage: '{days, plural, one {# business day} other {# business days}}',
    },
    businessDaysRange: {
      id: 'government.records.businessDaysRange',
      defaultMessage: '{from}-{to} business days',
    },
    recentRequests: { id: 'government.records.recent', defaultMessage: 'Recent Requests' },
    requestTitle: { id: 'government.records.requestTitle', defaultMessage: '{id}: {type}' },
    requested: { id: 'government.records.requested', defaultMessage: 'Requested {date}' },
    requestCompleted: { id: 'government.records.completedOn', defaultMessage: 'Completed {date}' },
    estimatedCompletion: {
      id: 'government.records.estimated',
      defaultMessage: 'Estimated completion {date}',
    },
    statusCompleted: { id: 'government.records.statusCompleted', defaultMessage: 'Completed' },
    statusInProgress: { id: 'government.records.statusInProgress', defaultMessage: 'In Progress' },
    submitRequest: { id: 'government.records.submit', defaultMessage: 'Submit New Request' },
    requestToastTitle: { id: 'government.records.toastTitle', defaultMessage: 'Records Request' },
    requestToastText: {
      id: 'government.records.toastText',
      defaultMessage: 'Public records request forms are available at City Hall or online.',
    },
    requestForm: {
      id: 'government.records.form',
      defaultMessage:
        'The <link>{title}</link> is online, with what to include: send it to <mail>{email}</mail> or bring it to City Hall.',
    },

    // Ethics & Compliance
    ethicsTitle: { id: 'government.ethics.title', defaultMessage: 'Ethics & Compliance' },
    ethicsPolicies: { id: 'government.ethics.policies', defaultMessage: 'Ethics Policies' },
    lastUpdated: { id: 'government.ethics.lastUpdated', defaultMessage: 'Last updated: {date}' },
    disclosures: { id: 'government.ethics.disclosures', defaultMessage: 'Financial Disclosures' },
    disclosureOf: { id: 'government.ethics.disclosureOf', defaultMessage: '{official}, {title}' },
    disclosureFiled: { id: 'government.ethics.filedOn', defaultMessage: '{type} · Filed {date}' },
    filed: { id: 'government.ethics.filed', defaultMessage: 'Filed' },

    // Contact Your Government
    contactTitle: { id: 'government.contact.title', defaultMessage: 'Contact Your Government' },
    mainNumber: { id: 'government.contact.mainNumber', defaultMessage: 'Main Number' },

    // Get Involved and its dialogs
    involvedTitle: { id: 'government.involved.title', defaultMessage: 'Get Involved' },
    involvedText: {
      id: 'government.involved.text',
      defaultMessage:
        'Your voice shapes Springfield. Serve on a board, speak at a meeting or volunteer with the city.',
    },
    boardsTitle: { id: 'government.boards.title', defaultMessage: 'Boards & Commissions' },
    boardsText: {
      id: 'government.boards.text',
      defaultMessage: 'Residents serve on city boards and commissions that advise the City Council.',
    },
    openings: {
      id: 'government.boards.openings',
      defaultMessage: '{count, plural, =0 {No Openings} one {# Opening} other {# Openings}}',
    },
    meets: { id: 'government.boards.meets', defaultMessage: 'Meets: {when}' },
    requirements: { id: 'government.boards.requirements', defaultMessage: 'Requirements: {requirements}' },
    learnToApply: { id: 'government.boards.learnToApply', defaultMessage: 'Learn How to Apply' },
    applyToastTitle: { id: 'government.boards.toastTitle', defaultMessage: 'Application Process' },
    applyToastText: {
      id: 'government.boards.toastText',
      defaultMessage:
        'Application forms are available at City Hall or on the city website. Contact the City Clerk at {email} for more information.',
    },
    commentTitle: { id: 'government.comment.title', defaultMessage: 'Submit Public Comment' },
    commentText: {
      id: 'government.comment.text',
      defaultMessage:
        'Share your views with the City Council. Every comment is shared with all 7 council members.',
    },
    waysToComment: { id: 'government.comment.ways', defaultMessage: 'Ways to Comment' },
    speakTitle: { id: 'government.comment.speakTitle', defaultMessage: 'Speak at a Meeting' },
    speakText: {
      id: 'government.comment.speakText',
      defaultMessage:
        'Sign up at the meeting before it begins. Each speaker has {minutes} minutes during the public comment period.',
    },
    meetingSchedule: { id: 'government.comment.schedule', defaultMessage: 'View the meeting schedule' },
    emailTitle: { id: 'government.comment.emailTitle', defaultMessage: 'Email the Council' },
    emailText: {
      id: 'government.comment.emailText',
      defaultMessage: 'Written comments received before a meeting are included in the public record.',
    },
    emailCouncil: { id: 'government.comment.emailCouncil', defaultMessage: 'Email Council' },
    letterTitle: { id: 'government.comment.letterTitle', defaultMessage: 'Send a Letter' },
    clerkOffice: {
      id: 'government.comment.clerkOffice',
      defaultMessage: 'Office of the City Clerk, {building}',
    },
    volunteerTitle: { id: 'government.volunteer.title', defaultMessage: 'Volunteer Opportunities' },
    volunteerText: {
      id: 'government.volunteer.text',
      defaultMessage: 'Help your city government serve residents. Contact us about any of these roles.',
    },
    timeCommitment: { id: 'government.volunteer.time', defaultMessage: 'Time commitment: {time}' },
    contactAbout: {
      id: 'government.volunteer.contact',
      defaultMessage: 'Contact<hidden> about {title}</hidden>',
    },

    // The site search's records (their titles and summaries)
    searchAgenda: { id: 'government.search.agenda', defaultMessage: '{title}: Agenda' },
    searchPastMeeting: {
      id: 'government.search.pastMeeting',
      defaultMessage:
        '{type} meeting, {count, plural, one {# agenda item} other {# agenda items}}. {records}.',
    },
    searchMeetingPlace: {
      id: 'government.search.meetingPlace',
      defaultMessage: '{time}, {location}. {items}.',
    },
    searchLegislation: { id: 'government.search.legislation', defaultMessage: '{status}. {description}' },
    searchInvolvedTitle: {
      id: 'government.search.involvedTitle',
      defaultMessage: 'Get Involved: Boards, Commissions and Volunteering',
    },
    searchInvolvedSummary: {
      id: 'government.search.involvedSummary',
      defaultMessage:
        'Serve on a board or commission, volunteer with the city or speak at a council meeting.',
    },
  }),
);
