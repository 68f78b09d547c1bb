// What a resident reads about a citation, a tax bill or a fee: its heading in the results, its label in the
// payment dialog and on the receipt, and the words of each lookup's results. One place, so the page, the dialog
// and the store's receipt say the same.
import { formatLongDate } from '@springfield/shared';
import { CITY_TIME_ZONE } from '@springfield/shared/city-time';
import type { ItemKind, LookupKind, PayableItem } from '../data/payment-records';

/** The item's heading in the results: the citation's number, "2024 Property Tax, First Half", the fee type. */
export function itemHeading(item: PayableItem): string {
  if (item.kind === 'citation') return item.id;
  if (item.kind === 'property-tax') return `${item.taxYear} Property Tax, ${item.installment}`;
  return item.feeType;
}

/** The lines under the heading: what it is, and where or whose, and its date. */
export function itemDetails(item: PayableItem): string[] {
  if (item.kind === 'citation') {
    return [item.violation, `${formatLongDate(item.issuedOn)} · ${item.location}`];
  }
  if (item.kind === 'property-tax') {
    return [`Property ${item.propertyId} · ${item.address}`, `Due ${formatLongDate(item.dueOn)}`];
  }
  return [
    item.description,
    `License ${item.licenseNumber} · ${item.businessName} · Due ${formatLongDate(item.dueOn)}`,
  ];
}

/** The item as the payment dialog and the receipt name it: "Citation TRF-2024-001234: Parking Violation …". */
export function itemLabel(item: PayableItem): string {
  if (item.kind === 'citation') return `Citation ${item.id}: ${item.violation}`;
  if (item.kind === 'property-tax') {
    return `Property Tax ${item.propertyId}, ${item.taxYear} ${item.installment}`;
  }
  return `${item.feeType}, License ${item.licenseNumber}: ${item.description}`;
}

/** "citation TRF-2024-001234", in a Pay Now button's name and in messages. */
export function itemName(item: PayableItem): string {
  if (item.kind === 'citation') return `citation ${item.id}`;
  if (item.kind === 'property-tax') {
    return `the ${item.taxYear} ${item.installment.toLowerCase()} property tax of property ${item.propertyId}`;
  }
  return `the ${item.feeType.replace(/ Fee$/, '')} fee ${item.id}`;
}

/** What a lookup finds, in its results' words. */
export const lookupWords: Record<
  LookupKind,
  { found: string; notFound: string; payAll: string; all: string; nothingDue: string }
> = {
  citations: {
    found: 'Citations Found',
    notFound: 'No Citations Found',
    payAll: 'Pay All Citations',
    all: 'All Citations',
    nothingDue: 'Nothing is due: every citation found is paid.',
  },
  property: {
    found: 'Property Tax Bills Found',
    notFound: 'No Property Tax Bill Found',
    payAll: 'Pay All Bills',
    all: 'All Property Tax Bills',
    nothingDue: 'Nothing is due: every bill found is paid.',
  },
  business: {
    found: 'Business Fees Found',
    notFound: 'No Business Fees Found',
    payAll: 'Pay All Fees',
    all: 'All Business Fees',
    nothingDue: 'Nothing is due: every fee found is paid.',
  },
};

/** The lookup that finds an item of this kind. */
export const lookupOfKind = (kind: ItemKind): LookupKind =>
  kind === 'citation' ? 'citations' : kind === 'property-tax' ? 'property' : 'business';

/** "All Citations (2)": the label of a Pay All payment. */
export const allLabel = (kind: LookupKind, count: number) => `${lookupWords[kind].all} (${count})`;

/** "Paid", with the day when the store knows it. */
export function paidText(item: PayableItem): string {
  return item.paid?.on ? `Paid on ${formatLongDate(item.paid.on)}` : 'Paid';
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
export function formatCityDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(cityParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod}`;
}
