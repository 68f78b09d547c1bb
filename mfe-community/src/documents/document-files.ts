// The printable forms the FAQ pages offer ("Download Forms"), described from the data those pages render and
// made into PDFs by the build (tooling/document-files.cjs), published beside the area's scripts.
import { city, type DocumentFile } from '@springfield/shared';
import {
  PARKING_PERMITS_MAIL_ATTENTION,
  parkingPaymentMethods,
  parkingPermitTypes,
} from '../features/faq/data/parking-permits';
import { voterEligibility } from '../features/faq/data/voter-registration';
import { PARKING_PERMIT_APPLICATION_FILE, VOTER_REGISTRATION_APPLICATION_FILE } from './document-paths';

/** The date the forms' content was last revised: their PDFs' creation date, so every build makes the same bytes. */
const FORMS_REVISED = '2024-12-01';

const line = (label: string) => `${label}: ______________________________________________`;

const cityHall = [city.address.building, city.address.street, city.address.locality].join(', ');

function parkingPermitApplication(): DocumentFile {
  return {
    file: PARKING_PERMIT_APPLICATION_FILE,
    title: 'Parking Permit Application',
    subtitle: `${city.name}, Parking Permits`,
    date: FORMS_REVISED,
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

function voterRegistrationApplication(): DocumentFile {
  return {
    file: VOTER_REGISTRATION_APPLICATION_FILE,
    title: 'Voter Registration Application',
    subtitle: `${city.name}, City Clerk`,
    date: FORMS_REVISED,
    sections: [
      { heading: 'To register you must', items: [...voterEligibility] },
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
          `City Clerk, ${cityHall}, postmarked at least 15 days before the election, with a copy of a valid ID.`,
        ],
      },
      {
        paragraphs: [
          'I swear or affirm that I am a citizen of the United States and that the information above is true.',
          line('Signature'),
          line('Date'),
        ],
      },
    ],
  };
}

/** Every PDF the community area publishes. */
export function documentFiles(): readonly DocumentFile[] {
  return [parkingPermitApplication(), voterRegistrationApplication()];
}
