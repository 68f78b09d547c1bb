import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words of the programs pages and of Home's City Initiatives (the programs' own words are content). */
export const programMessages = plainMessages(
  defineMessages({
    pageTitle: { id: 'community.programs.pageTitle', defaultMessage: 'Programs & Initiatives' },
    pageDescription: {
      id: 'community.programs.pageDescription',
      defaultMessage:
        'Discover the city programs making Springfield a greener, safer and more connected place to live.',
    },
    backToPrograms: { id: 'community.programs.backToPrograms', defaultMessage: 'Back to Programs' },
    notFoundTitle: { id: 'community.programs.notFoundTitle', defaultMessage: 'Program Not Found' },
    notFoundMessage: {
      id: 'community.programs.notFoundMessage',
      defaultMessage: 'The requested program could not be found.',
    },
    summaryTitle: { id: 'community.programs.summaryTitle', defaultMessage: 'Programs at a glance' },
    activePrograms: { id: 'community.programs.activePrograms', defaultMessage: 'Active Programs' },
    totalInvestment: { id: 'community.programs.totalInvestment', defaultMessage: 'Total Investment' },
    residentsServed: { id: 'community.programs.residentsServed', defaultMessage: 'Residents Served' },
    averageProgress: { id: 'community.programs.averageProgress', defaultMessage: 'Average Progress' },
    statusActive: { id: 'community.programs.statusActive', defaultMessage: 'Active' },
    statusAccepting: {
      id: 'community.programs.statusAccepting',
      defaultMessage: 'Accepting Applications',
    },
    statusCompleted: { id: 'community.programs.statusCompleted', defaultMessage: 'Completed' },
    statusPlanning: { id: 'community.programs.statusPlanning', defaultMessage: 'Planning' },
    statusActiveProgram: { id: 'community.programs.statusActiveProgram', defaultMessage: 'Active Program' },
    progress: { id: 'community.programs.progress', defaultMessage: 'Progress' },
    budget: { id: 'community.programs.budget', defaultMessage: 'Budget' },
    startDate: { id: 'community.programs.startDate', defaultMessage: 'Start Date' },
    endDate: { id: 'community.programs.endDate', defaultMessage: 'End Date' },
    contact: { id: 'community.programs.contact', defaultMessage: 'Contact' },
    goals: { id: 'community.programs.goals', defaultMessage: 'Goals' },
    keyMetrics: { id: 'community.programs.keyMetrics', defaultMessage: 'Key Metrics' },
    metricTarget: { id: 'community.programs.metricTarget', defaultMessage: 'of {target}' },
    eligibility: { id: 'community.programs.eligibility', defaultMessage: 'Eligibility' },
    documents: { id: 'community.programs.documents', defaultMessage: 'Documents' },
    documentLink: { id: 'community.programs.documentLink', defaultMessage: '{name} ({summary})' },
    learnMore: {
      id: 'community.programs.learnMore',
      defaultMessage: 'Learn More<hidden> about {title}</hidden>',
    },
    getInvolvedTitle: { id: 'community.programs.getInvolvedTitle', defaultMessage: 'Get Involved' },
    getInvolvedText: {
      id: 'community.programs.getInvolvedText',
      defaultMessage:
        'Every program grows with the help of residents. Give your time as a volunteer or tell us what your neighborhood needs.',
    },
    volunteerWithUs: { id: 'community.programs.volunteerWithUs', defaultMessage: 'Volunteer With Us' },
    shareIdeas: { id: 'community.programs.shareIdeas', defaultMessage: 'Share Your Ideas' },
    statsTitle: { id: 'community.programs.statsTitle', defaultMessage: 'Program at a glance' },
    applicationDeadline: {
      id: 'community.programs.applicationDeadline',
      defaultMessage: 'Application Deadline',
    },
    overallProgress: { id: 'community.programs.overallProgress', defaultMessage: 'Overall Progress' },
    overviewTitle: { id: 'community.programs.overviewTitle', defaultMessage: 'Program Overview' },
    goalsTitle: { id: 'community.programs.goalsTitle', defaultMessage: 'Program Goals' },
    contactTitle: { id: 'community.programs.contactTitle', defaultMessage: 'Contact Information' },
    office: { id: 'community.programs.office', defaultMessage: 'Office' },
    email: { id: 'community.programs.email', defaultMessage: 'Email' },
    phone: { id: 'community.programs.phone', defaultMessage: 'Phone' },
    location: { id: 'community.programs.location', defaultMessage: 'Location' },
    applyBy: { id: 'community.programs.applyBy', defaultMessage: 'Apply by {date}' },
    metricHighlight: {
      id: 'community.programs.metricHighlight',
      defaultMessage: '{value} of {target} {label}',
    },
    initiativesTitle: { id: 'community.programs.initiativesTitle', defaultMessage: 'City Initiatives' },
    viewAllPrograms: { id: 'community.programs.viewAllPrograms', defaultMessage: 'View All Programs' },
    slideshowLabel: {
      id: 'community.programs.slideshowLabel',
      defaultMessage: 'City Initiatives slideshow',
    },
    slideName: { id: 'community.programs.slideName', defaultMessage: 'initiative' },
  }),
);
