import { PARKING_PERMIT_APPLICATION_FILE, siteFileHref } from '../../../documents/document-paths';
import type { RecordNotFoundProps } from '@springfield/shared';
import permitTypeRecords from '../../../content/permit-types/index.collection';
import type { ParkingPermitType } from '../../../content/schema';
import type { FaqPageText, ProcessStep } from '../../../types/content';

/** The page's address, heading and lead (also its search record's and its structured data's). */
export const parkingPermitPage: FaqPageText = {
  path: '/faq/parking-permit',
  title: 'Parking Permits',
  description:
    'Residential, visitor, business and construction parking permits: costs, requirements and how to apply.',
};

/** The printable application form: a PDF the area's build makes (src/documents), on the site's origin. */
export const PARKING_PERMIT_APPLICATION_FORM_HREF = siteFileHref(PARKING_PERMIT_APPLICATION_FILE);

/** The line that routes a letter to the parking permit staff at City Hall. */
export const PARKING_PERMITS_MAIL_ATTENTION = 'Attn: Parking Permits';

/** The How to Apply page: in person, by phone or by mail, with the form to download. */
export const parkingPermitApplyPage: FaqPageText = {
  path: `${parkingPermitPage.path}/apply`,
  title: 'How to Apply for a Parking Permit',
  description:
    'Apply for a residential, visitor, business or construction parking permit in person, by phone or by mail.',
};

/** The How to Apply page of one permit type: /faq/parking-permit/apply/{slug}. */
export function parkingPermitApplyPath(permit: Pick<ParkingPermitType, 'slug'>): `/${string}` {
  return `${parkingPermitApplyPage.path}/${encodeURIComponent(permit.slug)}`;
}

/** The How to Apply page's address and header for one permit type. */
export function parkingPermitTypeApplyPage(permit: ParkingPermitType): FaqPageText {
  return {
    path: parkingPermitApplyPath(permit),
    title: `How to Apply: ${permit.type}`,
    description: `${permit.description} Apply in person, by phone or by mail.`,
  };
}

/** What an address of an unknown permit type shows. */
export const parkingPermitTypeNotFound: RecordNotFoundProps = {
  title: 'Permit Type Not Found',
  message: 'The requested parking permit type could not be found.',
  backTo: parkingPermitPage.path,
  backLabel: 'Back to Parking Permits',
};

/**
 * The permit types with their costs, durations, processing times and requirements, in their order: one file each
 * in src/content/permit-types, checked when the area builds.
 */
export const parkingPermitTypes = permitTypeRecords as readonly ParkingPermitType[];

export const parkingPermitSteps: readonly ProcessStep[] = [
  { step: 1, title: 'Choose Your Permit', description: 'Pick the permit type that fits your situation.' },
  {
    step: 2,
    title: 'Gather Your Documents',
    description: 'Collect the documents listed in the requirements for your permit.',
  },
  {
    step: 3,
    title: 'Submit Your Application',
    description: 'Apply in person at City Hall, by phone or by mail.',
  },
  { step: 4, title: 'Pay the Permit Fee', description: 'Pay with any of the accepted payment methods.' },
  {
    step: 5,
    title: 'Display Your Permit',
    description: "Receive your permit and display it on your vehicle's dashboard.",
  },
];

export const parkingPaymentMethods: readonly string[] = [
  'Cash (in person only)',
  'Check or money order',
  'Credit/debit cards',
  'Online payment system',
];

export const parkingRefundPolicy =
  'Permit fees are generally non-refundable. Refunds may be considered for relocation or vehicle sale with documentation.';

export function getParkingPermitType(slug: string): ParkingPermitType | undefined {
  return parkingPermitTypes.find((permit) => permit.slug === slug);
}
