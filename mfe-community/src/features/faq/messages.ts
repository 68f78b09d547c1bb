import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words of the parking permit and voter registration pages (their records' own words are content). */
export const faqMessages = plainMessages(
  defineMessages({
    faq: { id: 'community.faq.faq', defaultMessage: 'FAQ' },
    contactUs: { id: 'community.faq.contactUs', defaultMessage: 'Contact Us' },
    downloadForms: { id: 'community.faq.downloadForms', defaultMessage: 'Download Forms' },
    requirements: { id: 'community.faq.requirements', defaultMessage: 'Requirements' },
    processing: { id: 'community.faq.processing', defaultMessage: 'Processing' },
    cost: { id: 'community.faq.cost', defaultMessage: 'Cost' },
    duration: { id: 'community.faq.duration', defaultMessage: 'Duration' },
    costPer: {
      id: 'community.faq.costPer',
      defaultMessage:
        '{amount}/{unit, select, day {day} week {week} month {month} year {year} other {{unit}}}',
    },
    // Parking permits
    parkingTitle: { id: 'community.faq.parkingTitle', defaultMessage: 'Parking Permits' },
    parkingDescription: {
      id: 'community.faq.parkingDescription',
      defaultMessage:
        'Residential, visitor, business and construction parking permits: costs, requirements and how to apply.',
    },
    applyTitle: { id: 'community.faq.applyTitle', defaultMessage: 'How to Apply for a Parking Permit' },
    applyDescription: {
      id: 'community.faq.applyDescription',
      defaultMessage:
        'Apply for a residential, visitor, business or construction parking permit in person, by phone or by mail.',
    },
    applyTypeTitle: { id: 'community.faq.applyTypeTitle', defaultMessage: 'How to Apply: {type}' },
    applyTypeDescription: {
      id: 'community.faq.applyTypeDescription',
      defaultMessage: '{description} Apply in person, by phone or by mail.',
    },
    howToApply: { id: 'community.faq.howToApply', defaultMessage: 'How to Apply' },
    typeNotFoundTitle: { id: 'community.faq.typeNotFoundTitle', defaultMessage: 'Permit Type Not Found' },
    typeNotFoundMessage: {
      id: 'community.faq.typeNotFoundMessage',
      defaultMessage: 'The requested parking permit type could not be found.',
    },
    backToParking: { id: 'community.faq.backToParking', defaultMessage: 'Back to Parking Permits' },
    mailAttention: { id: 'community.faq.mailAttention', defaultMessage: 'Attn: Parking Permits' },
    stepChooseTitle: { id: 'community.faq.stepChooseTitle', defaultMessage: 'Choose Your Permit' },
    stepChooseText: {
      id: 'community.faq.stepChooseText',
      defaultMessage: 'Pick the permit type that fits your situation.',
    },
    stepGatherTitle: { id: 'community.faq.stepGatherTitle', defaultMessage: 'Gather Your Documents' },
    stepGatherText: {
      id: 'community.faq.stepGatherText',
      defaultMessage: 'Collect the documents listed in the requirements for your permit.',
    },
    stepSubmitTitle: { id: 'community.faq.stepSubmitTitle', defaultMessage: 'Submit Your Application' },
    stepSubmitText: {
      id: 'community.faq.stepSubmitText',
      defaultMessage: 'Apply in person at City Hall, by phone or by mail.',
    },
    stepPayTitle: { id: 'community.faq.stepPayTitle', defaultMessage: 'Pay the Permit Fee' },
    stepPayText: {
      id: 'community.faq.stepPayText',
      defaultMessage: 'Pay with any of the accepted payment methods.',
    },
    stepDisplayTitle: { id: 'community.faq.stepDisplayTitle', defaultMessage: 'Display Your Permit' },
    stepDisplayText: {
      id: 'community.faq.stepDisplayText',
      defaultMessage: "Receive your permit and display it on your vehicle's dashboard.",
    },
    payCash: { id: 'community.faq.payCash', defaultMessage: 'Cash (in person only)' },
    payCheck: { id: 'community.faq.payCheck', defaultMessage: 'Check or money order' },
    payCard: { id: 'community.faq.payCard', defaultMessage: 'Credit/debit cards' },
    payOnline: { id: 'community.faq.payOnline', defaultMessage: 'Online payment system' },
    refundPolicy: {
      id: 'community.faq.refundPolicy',
      defaultMessage:
        'Permit fees are generally non-refundable. Refunds may be considered for relocation or vehicle sale with documentation.',
    },
    applyOnline: { id: 'community.faq.applyOnline', defaultMessage: 'Apply Online' },
    applyOnlineText: {
      id: 'community.faq.applyOnlineText',
      defaultMessage:
        'Online application system coming soon! See how to apply in person, by phone or by mail.',
    },
    downloadFormsText: {
      id: 'community.faq.downloadFormsText',
      defaultMessage: 'Print the application form ({summary}) and bring or mail it to City Hall.',
    },
    downloadingForm: { id: 'community.faq.downloadingForm', defaultMessage: 'Downloading form...' },
    visitCityHall: { id: 'community.faq.visitCityHall', defaultMessage: 'Visit City Hall' },
    visitCityHallText: {
      id: 'community.faq.visitCityHallText',
      defaultMessage: 'Apply in person, {hours}.',
    },
    important: { id: 'community.faq.important', defaultMessage: 'Important' },
    importantText: {
      id: 'community.faq.importantText',
      defaultMessage:
        "Permits must be displayed on your vehicle's dashboard at all times. Vehicles without a visible permit may receive a parking violation.",
    },
    permitTypes: { id: 'community.faq.permitTypes', defaultMessage: 'Permit Types' },
    applyForPermit: {
      id: 'community.faq.applyForPermit',
      defaultMessage: 'Apply for This Permit<hidden>: {type}</hidden>',
    },
    applicationProcess: { id: 'community.faq.applicationProcess', defaultMessage: 'Application Process' },
    paymentInformation: { id: 'community.faq.paymentInformation', defaultMessage: 'Payment Information' },
    acceptedPayments: { id: 'community.faq.acceptedPayments', defaultMessage: 'Accepted Payment Methods' },
    refundPolicyTitle: { id: 'community.faq.refundPolicyTitle', defaultMessage: 'Refund Policy' },
    needHelp: { id: 'community.faq.needHelp', defaultMessage: 'Need Help?' },
    needHelpText: {
      id: 'community.faq.needHelpText',
      defaultMessage: 'Questions about parking permits? Our staff are glad to help.',
    },
    viewDepartments: { id: 'community.faq.viewDepartments', defaultMessage: 'View Departments' },
    chooseYourPermit: { id: 'community.faq.chooseYourPermit', defaultMessage: 'Choose Your Permit' },
    chooseThisPermit: {
      id: 'community.faq.chooseThisPermit',
      defaultMessage: 'Choose This Permit<hidden>: {type}</hidden>',
    },
    applyingFor: { id: 'community.faq.applyingFor', defaultMessage: 'Applying for {type}' },
    chooseAnother: { id: 'community.faq.chooseAnother', defaultMessage: 'Choose another permit type' },
    applyOnlineNotice: {
      id: 'community.faq.applyOnlineNotice',
      defaultMessage:
        'Online application system coming soon! Until then, apply in person at City Hall, by phone or by mail, as described below.',
    },
    waysToApply: { id: 'community.faq.waysToApply', defaultMessage: 'Ways to Apply' },
    inPerson: { id: 'community.faq.inPerson', defaultMessage: 'In Person' },
    inPersonText: {
      id: 'community.faq.inPersonText',
      defaultMessage:
        'Bring the completed application form, your documents and the permit fee to City Hall. Cash is accepted in person only.',
    },
    byPhone: { id: 'community.faq.byPhone', defaultMessage: 'By Phone' },
    byPhoneText: {
      id: 'community.faq.byPhoneText',
      defaultMessage:
        'Call City Hall to apply by phone. Have the documents listed under What to Bring at hand.',
    },
    byMail: { id: 'community.faq.byMail', defaultMessage: 'By Mail' },
    byMailText: {
      id: 'community.faq.byMailText',
      defaultMessage:
        'Mail the completed application form, copies of your documents and a check or money order for the permit fee to:',
    },
    // City Hall's hours (officeHoursIn) and that it is closed weekends, punctuated as each language does.
    officeHours: {
      id: 'community.faq.officeHours',
      defaultMessage: '<strong>Hours:</strong> {hours}. Closed weekends.',
    },
    // City Hall's number after its label, punctuated as each language does (no space after Chinese "：").
    phoneLine: {
      id: 'community.faq.phoneLine',
      defaultMessage: '<strong>Phone:</strong> <tel>{phone}</tel>',
    },
    whatToBring: { id: 'community.faq.whatToBring', defaultMessage: 'What to Bring' },
    applicationForm: { id: 'community.faq.applicationForm', defaultMessage: 'Application Form' },
    applicationFormText: {
      id: 'community.faq.applicationFormText',
      defaultMessage: 'Print and complete the parking permit application form.',
    },
    downloadApplicationForm: {
      id: 'community.faq.downloadApplicationForm',
      defaultMessage: 'Download the Application Form ({summary})',
    },
    documents: { id: 'community.faq.documents', defaultMessage: 'Documents' },
    permitFee: { id: 'community.faq.permitFee', defaultMessage: 'Permit Fee' },
    permitCostPaidWith: { id: 'community.faq.permitCostPaidWith', defaultMessage: '{cost}, paid with:' },
    anyCostPaidWith: {
      id: 'community.faq.anyCostPaidWith',
      defaultMessage: 'The cost of your permit type, paid with:',
    },
    // Voter registration
    voterTitle: { id: 'community.faq.voterTitle', defaultMessage: 'Voter Registration' },
    voterDescription: {
      id: 'community.faq.voterDescription',
      defaultMessage: 'Everything you need to register, check your status and vote in Springfield.',
    },
    registerOnline: { id: 'community.faq.registerOnline', defaultMessage: 'Register Online' },
    registerOnlineText: {
      id: 'community.faq.registerOnlineText',
      defaultMessage: "Register or update your registration on the state's website.",
    },
    checkStatus: { id: 'community.faq.checkStatus', defaultMessage: 'Check Status' },
    checkStatusText: {
      id: 'community.faq.checkStatusText',
      defaultMessage:
        "Make sure your registration and address are up to date on the Illinois State Board of Elections' website.",
    },
    checkingStatus: { id: 'community.faq.checkingStatus', defaultMessage: 'Checking registration status...' },
    checkingStatusText: {
      id: 'community.faq.checkingStatusText',
      defaultMessage: "The Illinois State Board of Elections' registration lookup opens in a new tab.",
    },
    voterFormsText: {
      id: 'community.faq.voterFormsText',
      defaultMessage: 'Print a mail-in registration form ({summary}).',
    },
    downloadingForms: { id: 'community.faq.downloadingForms', defaultMessage: 'Downloading forms...' },
    deadlineTitle: { id: 'community.faq.deadlineTitle', defaultMessage: 'Registration Deadline' },
    deadlineText: {
      id: 'community.faq.deadlineText',
      defaultMessage:
        'You must register at least 15 days before an election. Same-day registration is not available.',
    },
    whoCanRegister: { id: 'community.faq.whoCanRegister', defaultMessage: 'Who Can Register' },
    youMust: { id: 'community.faq.youMust', defaultMessage: 'To register to vote in Springfield you must:' },
    eligibleCitizen: { id: 'community.faq.eligibleCitizen', defaultMessage: 'Be a United States citizen' },
    eligibleAge: {
      id: 'community.faq.eligibleAge',
      defaultMessage: 'Be at least 18 years old by Election Day',
    },
    eligibleResidence: {
      id: 'community.faq.eligibleResidence',
      defaultMessage: 'Live at your current Springfield address for at least 30 days before the election',
    },
    eligibleSentence: {
      id: 'community.faq.eligibleSentence',
      defaultMessage: 'Not be serving a sentence in a correctional institution for a felony conviction',
    },
    eligibleElsewhere: {
      id: 'community.faq.eligibleElsewhere',
      defaultMessage: 'Not claim the right to vote anywhere else',
    },
    keyDates: { id: 'community.faq.keyDates', defaultMessage: 'Key Election Dates {year}' },
    waysToRegister: { id: 'community.faq.waysToRegister', defaultMessage: 'Ways to Register' },
    deadline: { id: 'community.faq.deadline', defaultMessage: 'Deadline' },
    pollingLocations: { id: 'community.faq.pollingLocations', defaultMessage: 'Polling Locations' },
    precincts: { id: 'community.faq.precincts', defaultMessage: 'Precincts:' },
    permitDocumentsOf: { id: 'community.faq.permitDocumentsOf', defaultMessage: '{type}:' },
    voterResources: { id: 'community.faq.voterResources', defaultMessage: 'Voter Resources' },
    voterResourcesText: {
      id: 'community.faq.voterResourcesText',
      defaultMessage:
        'Questions about registering or voting? Contact the City Clerk or learn more about your government.',
    },
    yourGovernment: { id: 'community.faq.yourGovernment', defaultMessage: 'Your Government' },
  }),
);
