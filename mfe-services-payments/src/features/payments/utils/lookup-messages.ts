// What a lookup says when it finds nothing: that nothing matched what was typed (quoted back, as typed), and
// what to check; or what it still needs. The typed values stay in the form (the address keeps them).
import type { IntlShape } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import { examples } from '../data/payments';
import type { LookupKind } from '../data/payment-records';
import { lookupMessages } from '../messages';
import { storeText } from './item-text';
import { businessQuery, citationQuery, propertyQuery } from './lookups';

/** Typed text quoted back at most this long (a pasted page must not push the message off the screen). */
const QUOTED_LIMIT = 40;

/** What was typed, trimmed, in quotes: “ABC1234” (「ABC1234」 in Chinese). */
export function quoted(typed: string, intl?: IntlShape): string {
  const text = typed.trim();
  const shown = text.length > QUOTED_LIMIT ? `${text.slice(0, QUOTED_LIMIT)}…` : text;
  return intl?.locale === 'zh-Hant' ? `「${shown}」` : `“${shown}”`;
}

const blank = (text: string) => text.trim() === '';

/** Why a citation lookup found nothing: what it needs, or that nothing matched and what to check. */
function citationMessage(search: URLSearchParams, incomplete: boolean, intl: IntlShape): string {
  const { citation, plate, lastName } = citationQuery(search);
  if (incomplete && !blank(citation) && blank(plate)) {
    return intl.formatMessage(lookupMessages.citationNeedsPlate);
  }
  if (incomplete) {
    return intl.formatMessage(
      blank(plate) && blank(lastName) ? lookupMessages.citationNeedsBoth : lookupMessages.citationNeedsPair,
    );
  }
  if (!blank(citation)) {
    return intl.formatMessage(lookupMessages.citationNoNumber, {
      typed: quoted(citation, intl),
      example: examples.citation,
    });
  }
  return intl.formatMessage(lookupMessages.citationNoPlate, {
    plate: quoted(plate, intl),
    lastName: quoted(lastName, intl),
  });
}

function propertyMessage(search: URLSearchParams, incomplete: boolean, intl: IntlShape): string {
  const { propertyId, year, owner } = propertyQuery(search);
  if (incomplete) return intl.formatMessage(lookupMessages.propertyNeeds);
  return intl.formatMessage(lookupMessages.propertyNone, {
    year,
    propertyId: quoted(propertyId, intl),
    owner: quoted(owner, intl),
    example: examples.propertyId,
  });
}

function businessMessage(search: URLSearchParams, incomplete: boolean, intl: IntlShape): string {
  const { license, business, feeType } = businessQuery(search);
  if (incomplete) return intl.formatMessage(lookupMessages.businessNeeds);
  return intl.formatMessage(lookupMessages.businessNone, {
    feeType: storeText(feeType, intl),
    license: quoted(license, intl),
    business: quoted(business, intl),
    example: examples.businessLicense,
  });
}

/** The message of a lookup that found nothing (`incomplete`: it lacked what it needs). */
export function lookupMessage(
  kind: LookupKind,
  search: URLSearchParams,
  incomplete: boolean,
  intl: IntlShape = areaIntl.intl(),
): string {
  if (kind === 'citations') return citationMessage(search, incomplete, intl);
  if (kind === 'property') return propertyMessage(search, incomplete, intl);
  return businessMessage(search, incomplete, intl);
}
