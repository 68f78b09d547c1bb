import type { IntlShape } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import { itemMessages, paymentsMessages, payMessages } from '../messages';
import type { LookupKind } from './payment-records';

/** A Quick Pay option: a fixed amount for a common payment, made without a lookup (it pays no record). */
export interface QuickPayOption {
  /** Its name in the payment's address (/pay-fines/pay/traffic). */
  key: 'traffic' | 'property' | 'business';
  type: string;
  /** Whole US dollars, as the spec gives them. */
  amount: number;
  description: string;
}

export const quickPayOptions: readonly QuickPayOption[] = [
  { key: 'traffic', type: 'Traffic Citation', amount: 125, description: 'Standard traffic violation fine' },
  {
    key: 'property',
    type: 'Property Tax',
    amount: 2450,
    description: 'Semi-annual residential property tax',
  },
  { key: 'business', type: 'Business License', amount: 175, description: 'Annual business license renewal' },
];

/** The Quick Pay options in the language of `intl` (the page's by default): the same keys and amounts. */
export function quickPayOptionsIn(intl: IntlShape = areaIntl.intl()): readonly QuickPayOption[] {
  const words = {
    traffic: [itemMessages.quickTraffic, itemMessages.quickTrafficDescription],
    property: [itemMessages.quickProperty, itemMessages.quickPropertyDescription],
    business: [itemMessages.quickBusiness, itemMessages.quickBusinessDescription],
  } as const;
  return quickPayOptions.map((option) => ({
    ...option,
    type: intl.formatMessage(words[option.key][0]),
    description: intl.formatMessage(words[option.key][1]),
  }));
}

export const taxYears = ['2024', '2023', '2022'] as const;

export const businessFeeTypes = [
  'Business License',
  'Building Permit',
  'License Renewal',
  'Inspection Fee',
] as const;

export const paymentMethods: readonly { id: string; label: string; detail?: string; fee: string }[] = [
  {
    id: 'credit',
    label: 'Credit Card',
    detail: 'Visa, MasterCard, American Express',
    fee: '2.9% + $0.30',
  },
  { id: 'debit', label: 'Debit Card', fee: '$2.95 flat fee' },
  { id: 'ach', label: 'Electronic Check (ACH)', fee: '$1.50 flat fee' },
  { id: 'paypal', label: 'PayPal', fee: '3.5% + $0.49' },
];

/** The payment methods in the language of `intl` (the page's by default): the same ids (what the form sends). */
export function paymentMethodsIn(intl: IntlShape = areaIntl.intl()): typeof paymentMethods {
  const label = {
    credit: payMessages.credit,
    debit: payMessages.debit,
    ach: payMessages.ach,
    paypal: payMessages.paypal,
  };
  const flat = (amount: string) => intl.formatMessage(payMessages.flatFee, { amount });
  return paymentMethods.map((method) => ({
    ...method,
    label: method.id in label ? intl.formatMessage(label[method.id as keyof typeof label]) : method.label,
    ...(method.id === 'credit' ? { detail: intl.formatMessage(payMessages.creditDetail) } : {}),
    ...(method.fee.endsWith(' flat fee') ? { fee: flat(method.fee.replace(/ flat fee$/, '')) } : {}),
  }));
}

/** The examples of the lookups' numbers, as a bill or a citation prints them. */
export const examples = {
  citation: 'TRF-2024-001234',
  licensePlate: 'ABC1234',
  propertyId: '123-456-789',
  businessLicense: 'BLN-2024-001234',
} as const;

export const placeholders = {
  citation: 'e.g., TRF-2024-001234',
  licensePlate: 'e.g., ABC1234',
  lastName: 'Enter last name',
  propertyId: 'e.g., 123-456-789',
  ownerName: 'Enter property owner name',
  businessLicense: 'e.g., BLN-2024-001234',
  businessName: 'Enter business name',
} as const;

/** The fields of the citation lookup by their names in its address (/pay-fines?citation=…&plate=…&last-name=…). */
export const citationLookupNames = {
  citation: 'citation',
  plate: 'plate',
  lastName: 'last-name',
} as const;

/** One field of a lookup form: a text field, or a select (starting on its first option) when it has options. */
export interface LookupField {
  /** The field's name in the lookup's address (?property=…), and the end of its id. */
  key: string;
  label: string;
  placeholder?: string;
  options?: readonly string[];
}

/** A lookup tab of Pay Fines & Taxes: its heading, its fields, its button, and what the lookup finds. */
export interface LookupFormSpec {
  /** The tab it is on (?tab=property): a lookup's address opens that tab. */
  tab: 'property' | 'business';
  /** What it finds, as the store's answers name it. */
  kind: Exclude<LookupKind, 'citations'>;
  title: string;
  fields: readonly LookupField[];
  submitLabel: string;
}

/** Property ID Number, Tax Year, Property Owner Name. */
export const propertyTaxLookup: LookupFormSpec = {
  tab: 'property',
  kind: 'property',
  title: 'Property Tax Payment',
  fields: [
    { key: 'property', label: 'Property ID Number', placeholder: placeholders.propertyId },
    { key: 'year', label: 'Tax Year', options: taxYears },
    { key: 'owner', label: 'Property Owner Name', placeholder: placeholders.ownerName },
  ],
  submitLabel: 'Look Up Property Tax Bill',
};

/** Business License Number, Business Name, Fee Type. */
export const businessFeesLookup: LookupFormSpec = {
  tab: 'business',
  kind: 'business',
  title: 'Business Fee Payment',
  fields: [
    { key: 'license', label: 'Business License Number', placeholder: placeholders.businessLicense },
    { key: 'business', label: 'Business Name', placeholder: placeholders.businessName },
    { key: 'fee', label: 'Fee Type', options: businessFeeTypes },
  ],
  submitLabel: 'Look Up Business Fees',
};

/** A lookup tab's words in the language of `intl` (the page's by default): the same fields and their names. */
export function lookupSpecIn(spec: LookupFormSpec, intl: IntlShape = areaIntl.intl()): LookupFormSpec {
  const m = paymentsMessages;
  const example = (text: string) => intl.formatMessage(m.example, { example: text });
  const words: Record<string, { label: string; placeholder?: string }> = {
    property: { label: intl.formatMessage(m.propertyId), placeholder: example(examples.propertyId) },
    year: { label: intl.formatMessage(m.taxYear) },
    owner: { label: intl.formatMessage(m.ownerName), placeholder: intl.formatMessage(m.ownerPlaceholder) },
    license: {
      label: intl.formatMessage(m.businessLicense),
      placeholder: example(examples.businessLicense),
    },
    business: {
      label: intl.formatMessage(m.businessName),
      placeholder: intl.formatMessage(m.businessNamePlaceholder),
    },
    fee: { label: intl.formatMessage(m.feeType) },
  };
  const property = spec.kind === 'property';
  return {
    ...spec,
    title: intl.formatMessage(property ? m.propertyTitle : m.businessTitle),
    submitLabel: intl.formatMessage(property ? m.propertySubmit : m.businessSubmit),
    fields: spec.fields.map((field) => ({ ...field, ...words[field.key] })),
  };
}

/** The spec's 2 s of processing, in the browser, while "Processing..." shows. */
export const PAYMENT_PROCESSING_MS = 2000;

/** Where a resident can ask about an amount due that a lookup does not find. */
export const PAYMENTS_PHONE = '(555) 123-4567';

// The parameters the payments page reads from its address: in payments-query.ts, apart from the lookups'
// words, for the area's routes (payments-query.test.ts checks them against the lookups' fields).
export { PAYMENTS_LOOKUP_QUERY, PAYMENTS_QUERY } from './payments-query';
