// What a lookup says when it finds nothing: that nothing matched what was typed (quoted back, as typed), and
// what to check; or what it still needs. The typed values stay in the form (the address keeps them).
import { placeholders } from '../data/payments';
import type { LookupKind } from '../data/payment-records';
import { businessQuery, citationQuery, propertyQuery } from './lookups';

/** Typed text quoted back at most this long (a pasted page must not push the message off the screen). */
const QUOTED_LIMIT = 40;

/** What was typed, trimmed, in quotes: “ABC1234”. */
export function quoted(typed: string): string {
  const text = typed.trim();
  return `“${text.length > QUOTED_LIMIT ? `${text.slice(0, QUOTED_LIMIT)}…` : text}”`;
}

/** The placeholder's example without its "e.g., ". */
const example = (placeholder: string) => placeholder.replace(/^e\.g\.,\s*/, '');

const blank = (text: string) => text.trim() === '';

/** Why a citation lookup found nothing: what it needs, or that nothing matched and what to check. */
function citationMessage(search: URLSearchParams, incomplete: boolean): string {
  const { citation, plate, lastName } = citationQuery(search);
  if (incomplete) {
    return blank(plate) && blank(lastName)
      ? 'Enter a citation number, or a license plate and a last name, to look up citations.'
      : 'Enter both the license plate and the last name, or a citation number, to look up citations.';
  }
  if (!blank(citation)) {
    return `No citation has the number ${quoted(citation)}. Check the number printed on your citation (it looks like ${example(placeholders.citation)}), or search by license plate and last name.`;
  }
  return `No citations were found for license plate ${quoted(plate)} and last name ${quoted(lastName)}. Check the plate and the last name as they appear on your citation, or search by citation number.`;
}

function propertyMessage(search: URLSearchParams, incomplete: boolean): string {
  const { propertyId, year, owner } = propertyQuery(search);
  if (incomplete) {
    return "Enter the property ID number and the property owner's name to look up a tax bill.";
  }
  return `No ${year} property tax bill was found for property ID ${quoted(propertyId)} and owner ${quoted(owner)}. Check the property ID on your tax bill (it looks like ${example(placeholders.propertyId)}), the tax year, and the owner's name (or last name) as it appears on the bill.`;
}

function businessMessage(search: URLSearchParams, incomplete: boolean): string {
  const { license, business, feeType } = businessQuery(search);
  if (incomplete) {
    return 'Enter the business license number and the business name to look up fees.';
  }
  return `No ${feeType} fees were found for business license ${quoted(license)} and business name ${quoted(business)}. Check the number on your business license (it looks like ${example(placeholders.businessLicense)}), the business name as it is registered, and the fee type.`;
}

/** The message of a lookup that found nothing (`incomplete`: it lacked what it needs). */
export function lookupMessage(kind: LookupKind, search: URLSearchParams, incomplete: boolean): string {
  if (kind === 'citations') return citationMessage(search, incomplete);
  if (kind === 'property') return propertyMessage(search, incomplete);
  return businessMessage(search, incomplete);
}
