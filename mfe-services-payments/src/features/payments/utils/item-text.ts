// What a resident reads about a citation, a tax bill or a fee: its heading in the results, its label in the
// payment dialog and on the receipt, and the words of each lookup's results. One place, so the page, the dialog
// and the store's receipt say the same.
import { formatLongDate, type Locale } from '@springfield/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import { itemMessages, lookupWordMessages, paymentsMessages } from '../messages';
import { CITY_TIME_ZONE } from '@springfield/shared/city-time';
import type { ItemKind, LookupKind, PayableItem } from '../data/payment-records';

/** English words the store writes (an installment, a fee type, a violation …) in the language of `intl`. */
const STORE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'First Half': itemMessages.firstHalf,
  'Second Half': itemMessages.secondHalf,
  'Business License': itemMessages.feeBusinessLicense,
  'Building Permit': itemMessages.feeBuildingPermit,
  'License Renewal': itemMessages.feeLicenseRenewal,
  'Inspection Fee': itemMessages.feeInspection,
  'Parking Violation - Expired Meter': itemMessages.expiredMeter,
  'Parking Violation - Street Cleaning': itemMessages.streetCleaning,
  'Speeding - 15 mph over limit': itemMessages.speeding15,
  'Annual business license renewal, 2025': itemMessages.annualRenewal2025,
  'Food safety inspection, December 2024': itemMessages.foodInspectionDec2024,
  'Storefront sign permit': itemMessages.signPermit,
};

/**
 * A text of the store (English, as the city's systems keep it) in the language of `intl`: the site's words for
 * the texts it knows (installments, fee types, the violations and fees it has), else as written.
 */
export function storeText(text: string, intl: IntlShape = areaIntl.intl()): string {
  const known = STORE_WORDS[text];
  return known ? intl.formatMessage(known) : text;
}

/** Whether the store's text is shown in English on a page in another language (it has no translation). */
export function isUntranslated(text: string, intl: IntlShape): boolean {
  return intl.locale !== 'en' && STORE_WORDS[text] === undefined;
}

/** "first half" (inside a sentence). */
const installmentInSentence = (installment: string, intl: IntlShape) =>
  installment === 'First Half'
    ? intl.formatMessage(itemMessages.firstHalfLower)
    : installment === 'Second Half'
      ? intl.formatMessage(itemMessages.secondHalfLower)
      : installment.toLowerCase();

/** The item's heading in the results: the citation's number, "2024 Property Tax, First Half", the fee type. */
export function itemHeading(item: PayableItem, intl: IntlShape = areaIntl.intl()): string {
  if (item.kind === 'citation') return item.id;
  if (item.kind === 'property-tax') {
    return intl.formatMessage(itemMessages.propertyHeading, {
      year: item.taxYear,
      installment: storeText(item.installment, intl),
    });
  }
  return storeText(item.feeType, intl);
}

/** The lines under the heading: what it is, and where or whose, and its date. */
export function itemDetails(item: PayableItem, intl: IntlShape = areaIntl.intl()): string[] {
  const locale = intl.locale as Locale;
  if (item.kind === 'citation') {
    return [
      storeText(item.violation, intl),
      intl.formatMessage(itemMessages.citationWhere, {
        date: formatLongDate(item.issuedOn, locale),
        location: item.location,
      }),
    ];
  }
  if (item.kind === 'property-tax') {
    return [
      intl.formatMessage(itemMessages.propertyWhere, { id: item.propertyId, address: item.address }),
      intl.formatMessage(itemMessages.due, { date: formatLongDate(item.dueOn, locale) }),
    ];
  }
  return [
    storeText(item.description, intl),
    intl.formatMessage(itemMessages.feeWhere, {
      license: item.licenseNumber,
      business: item.businessName,
      date: formatLongDate(item.dueOn, locale),
    }),
  ];
}

/** The item as the payment dialog and the receipt name it: "Citation TRF-2024-001234: Parking Violation …". */
export function itemLabel(item: PayableItem, intl: IntlShape = areaIntl.intl()): string {
  if (item.kind === 'citation') {
    return intl.formatMessage(itemMessages.citationLabel, {
      id: item.id,
      violation: storeText(item.violation, intl),
    });
  }
  if (item.kind === 'property-tax') {
    return intl.formatMessage(itemMessages.propertyLabel, {
      id: item.propertyId,
      year: item.taxYear,
      installment: storeText(item.installment, intl),
    });
  }
  return intl.formatMessage(itemMessages.feeLabel, {
    feeType: storeText(item.feeType, intl),
    license: item.licenseNumber,
    description: storeText(item.description, intl),
  });
}

/** "citation TRF-2024-001234", in a Pay Now button's name and in messages. */
export function itemName(item: PayableItem, intl: IntlShape = areaIntl.intl()): string {
  if (item.kind === 'citation') return intl.formatMessage(itemMessages.citationName, { id: item.id });
  if (item.kind === 'property-tax') {
    return intl.formatMessage(itemMessages.propertyName, {
      year: item.taxYear,
      installment: installmentInSentence(item.installment, intl),
      id: item.propertyId,
    });
  }
  const feeType =
    item.feeType === 'Inspection Fee'
      ? intl.formatMessage(itemMessages.feeInspectionShort)
      : storeText(item.feeType, intl).replace(/ Fee$/, '');
  return intl.formatMessage(itemMessages.feeName, { feeType, id: item.id });
}

/** What a lookup finds, in its results' words. */
export interface LookupWords {
  found: string;
  notFound: string;
  payAll: string;
  nothingDue: string;
}

const m = lookupWordMessages;

/** A lookup's words in the language of `intl`. */
export function lookupWords(kind: LookupKind, intl: IntlShape = areaIntl.intl()): LookupWords {
  const [found, notFound, payAll, nothingDue] =
    kind === 'citations'
      ? [m.citationsFound, m.citationsNotFound, m.citationsPayAll, m.citationsNothingDue]
      : kind === 'property'
        ? [m.propertyFound, m.propertyNotFound, m.propertyPayAll, m.propertyNothingDue]
        : [m.businessFound, m.businessNotFound, m.businessPayAll, m.businessNothingDue];
  return {
    found: intl.formatMessage(found),
    notFound: intl.formatMessage(notFound),
    payAll: intl.formatMessage(payAll),
    nothingDue: intl.formatMessage(nothingDue),
  };
}

/** The lookup that finds an item of this kind. */
export const lookupOfKind = (kind: ItemKind): LookupKind =>
  kind === 'citation' ? 'citations' : kind === 'property-tax' ? 'property' : 'business';

/** "All Citations (2)": the label of a Pay All payment. */
export function allLabel(kind: LookupKind, count: number, intl: IntlShape = areaIntl.intl()): string {
  const all = kind === 'citations' ? m.citationsAll : kind === 'property' ? m.propertyAll : m.businessAll;
  return intl.formatMessage(all, { count });
}

/** "Paid", with the day when the store knows it. */
export function paidText(item: PayableItem, intl: IntlShape = areaIntl.intl()): string {
  return item.paid?.on
    ? intl.formatMessage(paymentsMessages.paidOn, {
        date: formatLongDate(item.paid.on, intl.locale as Locale),
      })
    : intl.formatMessage(paymentsMessages.paid);
}

// In the city's own time zone: a time reads the same on the server's render and in any visitor's browser.
const cityParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CITY_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * "2026-11-26T07:42:50Z" -> "November 26, 2026, 1:42 AM" (Springfield's time). Built from the parts, not the
 * locale's pattern, which differs between the ICU versions of Node and of browsers (hydration would not match).
 */
export function formatCityDateTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale !== 'en') {
    return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : locale, {
      timeZone: CITY_TIME_ZONE,
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(date);
  }
  const part = Object.fromEntries(cityParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod}`;
}
