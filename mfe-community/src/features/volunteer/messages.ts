import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words of the volunteer pages and of the application form (the opportunities' own words are content). */
export const volunteerMessages = plainMessages(
  defineMessages({
    pageTitle: { id: 'community.volunteer.pageTitle', defaultMessage: 'Volunteer Opportunities' },
    pageDescription: {
      id: 'community.volunteer.pageDescription',
      defaultMessage:
        'Give your time to your community. Find an opportunity that fits your interests and schedule.',
    },
    currentOpportunities: {
      id: 'community.volunteer.currentOpportunities',
      defaultMessage: 'Current Opportunities',
    },
    notFoundTitle: { id: 'community.volunteer.notFoundTitle', defaultMessage: 'Opportunity Not Found' },
    notFoundMessage: {
      id: 'community.volunteer.notFoundMessage',
      defaultMessage: 'The requested volunteer opportunity could not be found.',
    },
    statsTitle: { id: 'community.volunteer.statsTitle', defaultMessage: 'Volunteering in numbers' },
    activeVolunteers: { id: 'community.volunteer.activeVolunteers', defaultMessage: 'Active Volunteers' },
    eventsThisYear: { id: 'community.volunteer.eventsThisYear', defaultMessage: 'Events This Year' },
    hoursContributed: { id: 'community.volunteer.hoursContributed', defaultMessage: 'Hours Contributed' },
    whyTitle: { id: 'community.volunteer.whyTitle', defaultMessage: 'Why Volunteer?' },
    whyDifferenceTitle: { id: 'community.volunteer.whyDifferenceTitle', defaultMessage: 'Make a Difference' },
    whyDifferenceText: {
      id: 'community.volunteer.whyDifferenceText',
      defaultMessage: 'See the direct impact of your work in your own neighborhood.',
    },
    whyNeighborsTitle: {
      id: 'community.volunteer.whyNeighborsTitle',
      defaultMessage: 'Meet Your Neighbors',
    },
    whyNeighborsText: {
      id: 'community.volunteer.whyNeighborsText',
      defaultMessage: 'Connect with residents who care about Springfield as much as you do.',
    },
    whySkillsTitle: { id: 'community.volunteer.whySkillsTitle', defaultMessage: 'Learn New Skills' },
    whySkillsText: {
      id: 'community.volunteer.whySkillsText',
      defaultMessage: 'Gain training and hands-on experience you can use anywhere.',
    },
    whyFlexibleTitle: { id: 'community.volunteer.whyFlexibleTitle', defaultMessage: 'Flexible Schedules' },
    whyFlexibleText: {
      id: 'community.volunteer.whyFlexibleText',
      defaultMessage: 'Choose opportunities that fit your week, from 2 to 8 hours.',
    },
    whyResumeTitle: { id: 'community.volunteer.whyResumeTitle', defaultMessage: 'Build Your Resume' },
    whyResumeText: {
      id: 'community.volunteer.whyResumeText',
      defaultMessage: 'Earn service hours and references for school and work.',
    },
    whyRecognizedTitle: { id: 'community.volunteer.whyRecognizedTitle', defaultMessage: 'Be Recognized' },
    whyRecognizedText: {
      id: 'community.volunteer.whyRecognizedText',
      defaultMessage: 'Join appreciation events that celebrate our volunteers every year.',
    },
    getStartedTitle: { id: 'community.volunteer.getStartedTitle', defaultMessage: 'Get Started Today' },
    contactCoordinator: {
      id: 'community.volunteer.contactCoordinator',
      defaultMessage: 'Contact the Volunteer Coordinator',
    },
    coordinatorOffice: {
      id: 'community.volunteer.coordinatorOffice',
      defaultMessage: 'Springfield City Hall, Room 105',
    },
    email: { id: 'community.volunteer.email', defaultMessage: 'Email' },
    phone: { id: 'community.volunteer.phone', defaultMessage: 'Phone' },
    office: { id: 'community.volunteer.office', defaultMessage: 'Office' },
    howItWorks: { id: 'community.volunteer.howItWorks', defaultMessage: 'How It Works' },
    stepChooseTitle: { id: 'community.volunteer.stepChooseTitle', defaultMessage: 'Choose an Opportunity' },
    stepChooseText: {
      id: 'community.volunteer.stepChooseText',
      defaultMessage: 'Browse the opportunities above and pick one that matches your interests.',
    },
    stepContactTitle: {
      id: 'community.volunteer.stepContactTitle',
      defaultMessage: 'Contact Us or Sign Up Online',
    },
    stepContactText: {
      id: 'community.volunteer.stepContactText',
      defaultMessage: 'Apply with the online form or reach the volunteer coordinator.',
    },
    stepOrientationTitle: {
      id: 'community.volunteer.stepOrientationTitle',
      defaultMessage: 'Attend a Brief Orientation',
    },
    stepOrientationText: {
      id: 'community.volunteer.stepOrientationText',
      defaultMessage: 'Learn how city volunteering works in a short welcome session.',
    },
    stepTrainingTitle: { id: 'community.volunteer.stepTrainingTitle', defaultMessage: 'Complete Training' },
    stepTrainingText: {
      id: 'community.volunteer.stepTrainingText',
      defaultMessage: 'Get the training your role needs, led by city staff.',
    },
    stepStartTitle: { id: 'community.volunteer.stepStartTitle', defaultMessage: 'Start Volunteering' },
    stepStartText: {
      id: 'community.volunteer.stepStartText',
      defaultMessage: 'Join your first event and start making a difference.',
    },
    availabilityWeekdays: { id: 'community.volunteer.availabilityWeekdays', defaultMessage: 'Weekdays' },
    availabilityWeekends: { id: 'community.volunteer.availabilityWeekends', defaultMessage: 'Weekends' },
    availabilityBoth: {
      id: 'community.volunteer.availabilityBoth',
      defaultMessage: 'Both weekdays and weekends',
    },
    availabilityFlexible: { id: 'community.volunteer.availabilityFlexible', defaultMessage: 'Flexible' },
    categoryEnvironmental: {
      id: 'community.volunteer.categoryEnvironmental',
      defaultMessage: 'Environmental',
    },
    categorySafety: { id: 'community.volunteer.categorySafety', defaultMessage: 'Safety' },
    categoryEducation: { id: 'community.volunteer.categoryEducation', defaultMessage: 'Education' },
    categoryInfrastructure: {
      id: 'community.volunteer.categoryInfrastructure',
      defaultMessage: 'Infrastructure',
    },
    categoryEvents: { id: 'community.volunteer.categoryEvents', defaultMessage: 'Events' },
    timeCommitment: { id: 'community.volunteer.timeCommitment', defaultMessage: 'Time Commitment' },
    frequency: { id: 'community.volunteer.frequency', defaultMessage: 'Frequency' },
    nextEvent: { id: 'community.volunteer.nextEvent', defaultMessage: 'Next Event' },
    location: { id: 'community.volunteer.location', defaultMessage: 'Location' },
    skillsNeeded: { id: 'community.volunteer.skillsNeeded', defaultMessage: 'Skills Needed' },
    benefits: { id: 'community.volunteer.benefits', defaultMessage: 'Benefits' },
    signUp: {
      id: 'community.volunteer.signUp',
      defaultMessage: 'Sign Up to Volunteer<hidden>: {title}</hidden>',
    },
    formHeading: {
      id: 'community.volunteer.formHeading',
      defaultMessage: 'Volunteer Application: {title}',
    },
    closeForm: { id: 'community.volunteer.closeForm', defaultMessage: 'Close application form' },
    availability: { id: 'community.volunteer.availability', defaultMessage: 'Availability' },
    availabilityPlaceholder: {
      id: 'community.volunteer.availabilityPlaceholder',
      defaultMessage: 'Select your availability',
    },
    experience: { id: 'community.volunteer.experience', defaultMessage: 'Relevant Experience' },
    motivation: { id: 'community.volunteer.motivation', defaultMessage: 'Why do you want to volunteer?' },
    emergencyContact: { id: 'community.volunteer.emergencyContact', defaultMessage: 'Emergency Contact' },
    emergencyContactHint: {
      id: 'community.volunteer.emergencyContactHint',
      defaultMessage: 'Name and phone number',
    },
    transportation: {
      id: 'community.volunteer.transportation',
      defaultMessage: 'I have reliable transportation',
    },
    background: {
      id: 'community.volunteer.background',
      defaultMessage: 'I agree to a background check if required for this role',
    },
    submit: { id: 'community.volunteer.submit', defaultMessage: 'Submit Application' },
    cancel: { id: 'community.volunteer.cancel', defaultMessage: 'Cancel' },
    nameRequired: { id: 'community.volunteer.nameRequired', defaultMessage: 'Please enter your full name.' },
    emailRequired: {
      id: 'community.volunteer.emailRequired',
      defaultMessage: 'Please enter your email address.',
    },
    missingTitle: { id: 'community.volunteer.missingTitle', defaultMessage: 'Required Fields Missing' },
    missingText: {
      id: 'community.volunteer.missingText',
      defaultMessage: 'Please fill in your name and email address.',
    },
    backgroundTitle: {
      id: 'community.volunteer.backgroundTitle',
      defaultMessage: 'Background Check Required',
    },
    backgroundText: {
      id: 'community.volunteer.backgroundText',
      defaultMessage: 'Please agree to the background check to continue.',
    },
    unknownAvailability: {
      id: 'community.volunteer.unknownAvailability',
      defaultMessage: 'Please choose your availability from the list.',
    },
    successTitle: {
      id: 'community.volunteer.successTitle',
      defaultMessage: 'Volunteer Application Submitted!',
    },
    successMessage: {
      id: 'community.volunteer.successMessage',
      defaultMessage: "Thank you for applying for {title}. We'll contact you within 48 hours.",
    },
    thisOpportunity: { id: 'community.volunteer.thisOpportunity', defaultMessage: 'this opportunity' },
    failedTitle: { id: 'community.volunteer.failedTitle', defaultMessage: 'Application Not Sent' },
    failedMessage: {
      id: 'community.volunteer.failedMessage',
      defaultMessage: 'We could not send your application. Please check your connection and try again.',
    },
    appliedBreadcrumb: {
      id: 'community.volunteer.appliedBreadcrumb',
      defaultMessage: 'Application Submitted',
    },
    withdrawTitle: {
      id: 'community.volunteer.withdraw.title',
      defaultMessage: 'Withdraw your application',
    },
    withdrawText: {
      id: 'community.volunteer.withdraw.text',
      defaultMessage:
        'Press Withdraw application to withdraw your application for {title}. It is then deleted, and nobody will contact you about it.',
    },
    withdrawButton: { id: 'community.volunteer.withdraw.button', defaultMessage: 'Withdraw application' },
    withdrawBreadcrumb: {
      id: 'community.volunteer.withdraw.breadcrumb',
      defaultMessage: 'Withdraw Application',
    },
    alreadyWithdrawnTitle: {
      id: 'community.volunteer.withdraw.alreadyTitle',
      defaultMessage: 'This application is already withdrawn',
    },
    alreadyWithdrawnText: {
      id: 'community.volunteer.withdraw.alreadyText',
      defaultMessage: 'There is nothing more to do. You can apply again for any opportunity at any time.',
    },
    withdrawnTitle: {
      id: 'community.volunteer.withdrawn.title',
      defaultMessage: 'Your application is withdrawn',
    },
    withdrawnText: {
      id: 'community.volunteer.withdrawn.text',
      defaultMessage:
        'Your application for {title} has been withdrawn and deleted. Thank you for letting us know.',
    },
    linkExpiredTitle: { id: 'community.link.expiredTitle', defaultMessage: 'This link has expired' },
    linkExpiredText: {
      id: 'community.link.expiredText',
      defaultMessage:
        'The link in your e-mail no longer works. If you still need to make a change, write to the City of Springfield.',
    },
    linkInvalidTitle: { id: 'community.link.invalidTitle', defaultMessage: 'This link does not work' },
    linkInvalidText: {
      id: 'community.link.invalidText',
      defaultMessage:
        'The link may have been cut short or changed. Open it again from the e-mail, or copy the whole address into your browser.',
    },
    backToOpportunities: {
      id: 'community.volunteer.backToOpportunities',
      defaultMessage: 'Back to Volunteer Opportunities',
    },
  }),
);
