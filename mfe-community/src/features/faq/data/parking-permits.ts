import { PARKING_PERMIT_APPLICATION_FILE, siteFileHref } from '../../../documents/document-paths';
import {
  currentLocale,
  DEFAULT_LOCALE,
  localizeRecords,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import permitTypeRecords, { translations } from '../../../content/permit-types/index.collection';
import type { ParkingPermitType } from '../../../content/schema';
import { areaIntl } from '../../../i18n/area-intl';
import type { FaqPageText, ProcessStep } from '../../../types/content';
import { faqMessages as m } from '../messages';
import { PARKING_PERMIT_APPLY_PATH, PARKING_PERMIT_PATH } from './faq-addresses';

// The pages' words in a language come from `…In(intl)` (the page's, in a component); the English constants
// serve the search records, the structured data's tests and the other tests.
const english = areaIntl.intl(DEFAULT_LOCALE);

/** The page's address, heading and lead (also its search record's and its structured data's). */
export function parkingPermitPageIn(intl: IntlShape): FaqPageText {
  return {
    path: PARKING_PERMIT_PATH,
    title: intl.formatMessage(m.parkingTitle),
    description: intl.formatMessage(m.parkingDescription),
  };
}

export const parkingPermitPage: FaqPageText = parkingPermitPageIn(english);

/** The printable application form: a PDF the area's build makes (src/documents), on the site's origin. */
export const PARKING_PERMIT_APPLICATION_FORM_HREF = siteFileHref(PARKING_PERMIT_APPLICATION_FILE);

/** The line that routes a letter to the parking permit staff at City Hall. */
export const PARKING_PERMITS_MAIL_ATTENTION = english.formatMessage(m.mailAttention);

/** The How to Apply page: in person, by phone or by mail, with the form to download. */
export function parkingPermitApplyPageIn(intl: IntlShape): FaqPageText {
  return {
    path: PARKING_PERMIT_APPLY_PATH,
    title: intl.formatMessage(m.applyTitle),
    description: intl.formatMessage(m.applyDescription),
  };
}

export const parkingPermitApplyPage: FaqPageText = parkingPermitApplyPageIn(english);

/** The How to Apply page of one permit type: /faq/parking-permit/apply/{slug}. */
export function parkingPermitApplyPath(permit: Pick<ParkingPermitType, 'slug'>): `/${string}` {
  return `${parkingPermitApplyPage.path}/${encodeURIComponent(permit.slug)}`;
}

/** The How to Apply page's address and header for one permit type (in the intl's language; English by default). */
export function parkingPermitTypeApplyPage(
  permit: ParkingPermitType,
  intl: IntlShape = english,
): FaqPageText {
  return {
    path: parkingPermitApplyPath(permit),
    title: intl.formatMessage(m.applyTypeTitle, { type: permit.type }),
    description: intl.formatMessage(m.applyTypeDescription, { description: permit.description }),
  };
}

/** What an address of an unknown permit type shows. */
export function parkingPermitTypeNotFoundIn(intl: IntlShape): RecordNotFoundProps {
  return {
    title: intl.formatMessage(m.typeNotFoundTitle),
    message: intl.formatMessage(m.typeNotFoundMessage),
    backTo: PARKING_PERMIT_PATH,
    backLabel: intl.formatMessage(m.backToParking),
  };
}

export const parkingPermitTypeNotFound: RecordNotFoundProps = parkingPermitTypeNotFoundIn(english);

/**
 * The permit types with their costs, durations, processing times and requirements, in their order: one file each
 * in src/content/permit-types, checked when the area builds.
 */
export const parkingPermitTypes = permitTypeRecords as readonly ParkingPermitType[];

/** The permit types in a language (the page's by default), each saying the language it is in. */
export function parkingPermitTypesIn(
  locale: Locale = currentLocale(),
): readonly Localized<ParkingPermitType>[] {
  return localizeRecords(parkingPermitTypes, translations, locale);
}

export function parkingPermitStepsIn(intl: IntlShape): readonly ProcessStep[] {
  return [
    [m.stepChooseTitle, m.stepChooseText],
    [m.stepGatherTitle, m.stepGatherText],
    [m.stepSubmitTitle, m.stepSubmitText],
    [m.stepPayTitle, m.stepPayText],
    [m.stepDisplayTitle, m.stepDisplayText],
  ].map(([title, description], index) => ({
    step: index + 1,
    title: intl.formatMessage(title),
    description: intl.formatMessage(description),
  }));
}

export const parkingPermitSteps: readonly ProcessStep[] = parkingPermitStepsIn(english);

export function parkingPaymentMethodsIn(intl: IntlShape): readonly string[] {
  return [m.payCash, m.payCheck, m.payCard, m.payOnline].map((method) => intl.formatMessage(method));
}

export const parkingPaymentMethods: readonly string[] = parkingPaymentMethodsIn(english);

export const parkingRefundPolicy = english.formatMessage(m.refundPolicy);

export function getParkingPermitType(slug: string): ParkingPermitType | undefined {
  return parkingPermitTypes.find((permit) => permit.slug === slug);
}

/** A permit type in a language (the page's by default). */
export function getParkingPermitTypeIn(
  slug: string,
  locale: Locale = currentLocale(),
): Localized<ParkingPermitType> | undefined {
  return parkingPermitTypesIn(locale).find((permit) => permit.slug === slug);
}
