import { formatCompactDollars, localizeRecords, type Locale, type Localized } from '@springfield/shared';
import budgetRecords, { translations as budgetTranslations } from '../../../content/budgets/index.collection';
import ethicsPolicyRecords, {
  translations as ethicsPolicyTranslations,
} from '../../../content/ethics-policies/index.collection';
import financialDisclosureRecords, {
  translations as financialDisclosureTranslations,
} from '../../../content/financial-disclosures/index.collection';
import financialReportRecords, {
  translations as financialReportTranslations,
} from '../../../content/financial-reports/index.collection';
import recordsRequestTypeRecords, {
  translations as recordsRequestTypeTranslations,
} from '../../../content/records-request-types/index.collection';
import recordsRequestRecords from '../../../content/records-requests/index.collection';
import type {
  Budget,
  BudgetRecord,
  EthicsPolicy,
  FinancialReport,
  FinancialDisclosure,
  RecentRecordsRequest,
  RecordsRequestType,
  TransparencyCategory,
} from '../../../types/content';

/** Which Access Records dialog a transparency card opens. */
export type TransparencyDialogId = 'budget' | 'meetings' | 'records' | 'ethics';

export const transparencyCategories: readonly (TransparencyCategory & { id: TransparencyDialogId })[] = [
  {
    id: 'budget',
    title: 'Budget & Finances',
    description: 'Annual budgets, financial reports and audits.',
    icon: 'budget',
    href: '/government/budget',
    items: 12,
  },
  {
    id: 'meetings',
    title: 'Meeting Archives',
    description: 'Agendas, minutes and recordings of past meetings.',
    icon: 'meetings',
    href: '/government/meetings',
    items: 156,
  },
  {
    id: 'records',
    title: 'Public Records',
    description: 'Request public records and see recent requests.',
    icon: 'records',
    href: '/government/records',
    items: 89,
  },
  {
    id: 'ethics',
    title: 'Ethics & Compliance',
    description: 'Ethics policies and financial disclosures.',
    icon: 'ethics',
    href: '/government/ethics',
    items: 8,
  },
];

/**
 * The budget Budget & Finances shows: the newest fiscal year's (src/content/budgets, amounts in millions of
 * dollars, each line's percentage its share of the total), with the financial reports, newest first
 * (src/content/financial-reports; their sizes are the published files', src/documents).
 */
export const budget: Budget = {
  ...(budgetRecords as readonly BudgetRecord[])[0],
  financialReports: financialReportRecords as readonly FinancialReport[],
};

/**
 * The budget in a page's language: its lines' names and its reports' titles (a report's file stays its English
 * record's: `budget.financialReports` at the same place).
 */
export function budgetIn(locale?: Locale): Localized<BudgetRecord> & {
  financialReports: readonly Localized<FinancialReport>[];
} {
  return {
    ...localizeRecords(budgetRecords as readonly BudgetRecord[], budgetTranslations, locale)[0],
    financialReports: localizeRecords(budget.financialReports, financialReportTranslations, locale),
  };
}

/** "$65M" for an amount in millions ("$65 millones", "6500萬美元" in the page's language). */
export function formatMillions(amount: number, locale?: Locale): string {
  return formatCompactDollars(amount * 1_000_000, locale);
}

/** The kinds of public records request, in their order: src/content/records-request-types. */
export const recordsRequestTypes = recordsRequestTypeRecords as readonly RecordsRequestType[];

/** The kinds of public records request in a page's language. */
export function recordsRequestTypesIn(locale?: Locale): readonly Localized<RecordsRequestType>[] {
  return localizeRecords(recordsRequestTypes, recordsRequestTypeTranslations, locale);
}

/** The recent requests, by number: one file each in src/content/records-requests. */
export const recentRecordsRequests = recordsRequestRecords as readonly RecentRecordsRequest[];

/** The ethics policies, the latest updated first: src/content/ethics-policies. */
export const ethicsPolicies = ethicsPolicyRecords as readonly EthicsPolicy[];

/** The officials' financial disclosures, in their order: src/content/financial-disclosures. */
export const financialDisclosures = financialDisclosureRecords as readonly FinancialDisclosure[];

/** The ethics policies in a page's language (a policy's file stays its English record's). */
export function ethicsPoliciesIn(locale?: Locale): readonly Localized<EthicsPolicy>[] {
  return localizeRecords(ethicsPolicies, ethicsPolicyTranslations, locale);
}

/** The financial disclosures in a page's language. */
export function financialDisclosuresIn(locale?: Locale): readonly Localized<FinancialDisclosure>[] {
  return localizeRecords(financialDisclosures, financialDisclosureTranslations, locale);
}
