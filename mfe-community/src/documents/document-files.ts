// Every document the community area publishes, described from the data its pages render, and made into PDFs by
// the build (tooling/document-files.cjs) in its documents/ folder, which the site serves at /documents/: the
// programs' documents (the programs page links them) and the two printable forms of the FAQ pages.
//
// A document says what the site knows and no more: a program's document carries its program's record (the site
// has no other text of it) and says whom to ask for the rest; a form has the fields the resident fills in.
import { city, formatLongDate, type DocumentFile } from '@springfield/shared';
import {
  PARKING_PERMITS_MAIL_ATTENTION,
  parkingPaymentMethods,
  parkingPermitTypes,
} from '../features/faq/data/parking-permits';
import {
  electionDates,
  registrationMethods,
  voterEligibility,
} from '../features/faq/data/voter-registration';
import { programs } from '../features/programs/data/programs';
import { programStatusLabel } from '../features/programs/utils/program-status';
import type { Program, ProgramContact, ProgramDocument } from '../content/schema';
import {
  PARKING_PERMIT_APPLICATION_FILE,
  programDocumentFile,
  VOTER_REGISTRATION_APPLICATION_FILE,
} from './document-paths';

/**
 * The date the documents' content was last revised: their PDFs' creation date (never the build's time), so
 * that every build makes the same bytes and the size a page states stays the file's.
 */
const DOCUMENTS_REVISED = '2024-12-01';

const line = (label: string) => `${label}: ______________________________________________`;

const cityHall = [city.address.building, city.address.street, city.address.locality].join(', ');

/** Whom to ask about a program: its office, as the program's own page names it. */
function programContact(contact: ProgramContact): string {
  return `the ${contact.name}: ${contact.email}, ${contact.phone}, ${contact.office}`;
}

/**
 * One of a program's documents. The site lists it by name only: the file holds the program's record as the
 * site publishes it (description, facts, eligibility, goals, progress, contact) and says whom to ask for the rest.
 */
function programDocument(program: Program, document: ProgramDocument): DocumentFile {
  const { detail } = program;
  return {
    file: programDocumentFile(document.name),
    title: document.name,
    subtitle: program.title,
    date: DOCUMENTS_REVISED,
    sections: [
      { paragraphs: [program.description] },
      {
        heading: 'Program Facts',
        items: [
          `Status: ${programStatusLabel(program.status)}`,
          `Budget: ${program.budget}`,
          `Runs from ${formatLongDate(program.startDate)} to ${formatLongDate(program.endDate)}`,
          `Progress: ${program.progress}%`,
        ],
      },
      { heading: 'Eligibility', paragraphs: [program.eligibility] },
      { heading: detail.factsTitle, items: detail.facts },
      { heading: 'Goals', items: program.goals },
      {
        heading: 'Key Metrics',
        items: program.keyMetrics.map((metric) => `${metric.label}: ${metric.value} of ${metric.target}`),
      },
      {
        heading: 'Questions and Printed Copies',
        paragraphs: [
          `This file holds what the city's website publishes about the ${program.title}. For the full ${document.name}, a printed copy or any question, contact ${programContact(detail.contact)}.`,
        ],
      },
    ],
  };
}

function parkingPermitApplication(): DocumentFile {
  return {
    file: PARKING_PERMIT_APPLICATION_FILE,
    title: 'Parking Permit Application',
    subtitle: `${city.name}, Parking Permits`,
    date: DOCUMENTS_REVISED,
    sections: [
      {
        heading: 'Applicant',
        paragraphs: [line('Full name'), line('Street address'), line('Phone'), line('E-mail')],
      },
      {
        heading: 'Vehicle',
        paragraphs: [line('Make and model'), line('License plate'), line('State of registration')],
      },
      {
        heading: 'Permit type (check one)',
        rows: [
          ['Permit', 'Cost', 'Duration', 'Processing'],
          ...parkingPermitTypes.map((permit) => [
            `[ ] ${permit.type}`,
            permit.cost,
            permit.duration,
            permit.processing,
          ]),
        ],
      },
      {
        heading: 'Attach',
        items: [...new Set(parkingPermitTypes.flatMap((permit) => permit.requirements))],
      },
      { heading: 'Payment', items: [...parkingPaymentMethods] },
      {
        heading: 'Send or bring this form to',
        paragraphs: [`${cityHall}, ${PARKING_PERMITS_MAIL_ATTENTION}. ${city.officeHours}.`],
      },
      { paragraphs: [line('Signature'), line('Date')] },
    ],
  };
}

/** The way to register that this form is for. */
const MAIL_IN = 'Mail-In Registration';

function voterRegistrationApplication(): DocumentFile {
  const mailIn = registrationMethods.find((method) => method.method === MAIL_IN);
  if (!mailIn) throw new Error(`voter registration: no "${MAIL_IN}" method in the data`);
  const deadlines = electionDates.filter((date) => /registration deadline/i.test(date.event));
  return {
    file: VOTER_REGISTRATION_APPLICATION_FILE,
    title: 'Voter Registration Application',
    subtitle: `${city.name}, City Clerk`,
    date: DOCUMENTS_REVISED,
    sections: [
      { heading: 'To register you must', items: [...voterEligibility] },
      {
        heading: 'Deadline',
        paragraphs: [
          `${mailIn.deadline}.`,
          ...deadlines.map((date) => `${date.event}: ${formatLongDate(date.date)}. ${date.description}`),
        ],
      },
      {
        heading: 'Applicant',
        paragraphs: [
          line('Full legal name'),
          line('Date of birth'),
          line('Residential address'),
          line('Mailing address, if different'),
          line("Driver's license or state ID number, or last four digits of SSN"),
        ],
      },
      {
        heading: 'Send this form to',
        paragraphs: [
          `City Clerk, ${cityHall}.`,
          `Enclose: ${mailIn.requirements}. Processing: ${mailIn.processing}.`,
        ],
      },
      {
        paragraphs: [
          'I swear or affirm that I meet every requirement listed above and that the information on this form is true.',
          line('Signature'),
          line('Date'),
        ],
      },
    ],
  };
}

/** Every PDF the community area publishes: each program's documents, then the FAQ pages' two forms. */
export function documentFiles(): readonly DocumentFile[] {
  return [
    ...programs.flatMap((program) => program.documents.map((document) => programDocument(program, document))),
    parkingPermitApplication(),
    voterRegistrationApplication(),
  ];
}
