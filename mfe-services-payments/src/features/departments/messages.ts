import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of the Departments pages (the departments' own words are their records', translated beside them). */
export const departmentMessages = plainMessages(
  defineMessages({
    section: { id: 'departments.section.label', defaultMessage: 'Departments' },
    pageTitle: { id: 'departments.page.title', defaultMessage: 'Departments & Services' },
    pageDescription: {
      id: 'departments.page.description',
      defaultMessage: 'Find city departments, the services they offer, their hours and how to reach them.',
    },
    quickServices: { id: 'departments.page.quickServices', defaultMessage: 'Quick Services' },
    estimatedTime: { id: 'departments.page.estimatedTime', defaultMessage: 'Estimated time: {time}' },
    cityDepartments: { id: 'departments.page.cityDepartments', defaultMessage: 'City Departments' },
    viewDirectory: { id: 'departments.page.viewDirectory', defaultMessage: 'View Service Directory' },
    highPriority: { id: 'departments.card.highPriority', defaultMessage: 'High Priority' },
    mediumPriority: { id: 'departments.card.mediumPriority', defaultMessage: 'Medium Priority' },
    services: { id: 'departments.card.services', defaultMessage: 'Services' },
    hours: { id: 'departments.card.hours', defaultMessage: 'Hours' },
    hoursWithEmergency: {
      id: 'departments.card.hoursWithEmergency',
      defaultMessage: '{hours} (emergency {emergency})',
    },
    phone: { id: 'departments.card.phone', defaultMessage: 'Phone' },
    location: { id: 'departments.card.location', defaultMessage: 'Location' },
    visit: { id: 'departments.card.visit', defaultMessage: 'Visit {name}' },
    helpTitle: { id: 'departments.help.title', defaultMessage: 'Need Help Finding a Service?' },
    hotline: { id: 'departments.help.hotline', defaultMessage: 'City Services Hotline' },
    hotlineNote: { id: 'departments.help.hotlineNote', defaultMessage: '{hours}' },
    police: { id: 'departments.help.police', defaultMessage: 'Non-Emergency Police' },
    policeNote: { id: 'departments.help.policeNote', defaultMessage: 'Available 24/7' },
    emergencyLine: { id: 'departments.help.emergencyLine', defaultMessage: '{name} {hours}' },
    emergencyLineNote: {
      id: 'departments.help.emergencyLineNote',
      defaultMessage: 'Water main breaks, road hazards',
    },
    emergencyTitle: { id: 'departments.help.emergencyTitle', defaultMessage: 'Emergency?' },
    emergencyText: {
      id: 'departments.help.emergencyText',
      defaultMessage:
        'For police, fire or medical emergencies call <tel>911</tel>. Emergency services are available 24 hours a day, 7 days a week.',
    },
    contactTitle: { id: 'departments.contact.title', defaultMessage: 'Contact & Hours' },
    emergency: { id: 'departments.contact.emergency', defaultMessage: 'Emergency' },
    // The emergency line's hours and number ("24/7: (555) 123-4200"), punctuated as each language does.
    contactEmergencyLine: {
      id: 'departments.contact.emergencyLine',
      defaultMessage: '{hours}: <tel>{phone}</tel>',
    },
    directions: { id: 'departments.contact.directions', defaultMessage: 'Get Directions' },
    email: { id: 'departments.contact.email', defaultMessage: 'Email' },
    ourServices: { id: 'departments.services.title', defaultMessage: 'Our Services' },
    active: { id: 'departments.services.active', defaultMessage: 'Active' },
    seasonal: { id: 'departments.services.seasonal', defaultMessage: 'Seasonal' },
    serviceContact: { id: 'departments.services.contact', defaultMessage: 'Contact: <tel>{phone}</tel>' },
    projectsTitle: { id: 'departments.projects.title', defaultMessage: 'Current Projects' },
    inProgress: { id: 'departments.projects.inProgress', defaultMessage: 'In Progress' },
    started: { id: 'departments.projects.started', defaultMessage: 'Started' },
    expectedCompletion: {
      id: 'departments.projects.expectedCompletion',
      defaultMessage: 'Expected completion',
    },
    budget: { id: 'departments.projects.budget', defaultMessage: 'Budget' },
    staffTitle: { id: 'departments.staff.title', defaultMessage: 'Staff Directory' },
    notFoundTitle: { id: 'departments.notFound.title', defaultMessage: 'Department Not Found' },
    notFoundMessage: {
      id: 'departments.notFound.message',
      defaultMessage: 'The requested department could not be found.',
    },
  }),
);
