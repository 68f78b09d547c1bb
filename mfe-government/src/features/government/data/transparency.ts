import type {
  Budget,
  EthicsPolicy,
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

/** FY2025; amounts in millions of dollars. */
export const budget: Budget = {
  totalBudget: 150,
  revenues: [
    { source: 'Property Taxes', amount: 65, percentage: 43.3 },
    { source: 'Sales Taxes', amount: 32, percentage: 21.3 },
    { source: 'State & Federal Funding', amount: 28, percentage: 18.7 },
    { source: 'Fees & Permits', amount: 15, percentage: 10 },
    { source: 'Other Revenue', amount: 10, percentage: 6.7 },
  ],
  expenditures: [
    { category: 'Public Safety', amount: 45, percentage: 30 },
    { category: 'Infrastructure & Public Works', amount: 38, percentage: 25.3 },
    { category: 'Parks & Recreation', amount: 22, percentage: 14.7 },
    { category: 'General Government', amount: 30, percentage: 20 },
    { category: 'Community Development', amount: 15, percentage: 10 },
  ],
  // Their sizes are the published files' (src/documents): the adopted budget is the Annual Budget 2025 document.
  financialReports: [
    {
      title: 'FY2025 Adopted Budget',
      date: '2024-12-15',
      type: 'PDF',
      document: 'budget/annual-budget-2025',
    },
    { title: 'Q3 2024 Financial Report', date: '2024-10-30', type: 'PDF' },
    { title: 'Annual Comprehensive Financial Report 2023', date: '2024-06-28', type: 'PDF' },
    { title: 'Independent Audit Report 2023', date: '2024-05-15', type: 'PDF' },
  ],
};

/** "$65M" for an amount in millions. */
export function formatMillions(amount: number): string {
  return `$${amount}M`;
}

export const recordsRequestTypes: readonly RecordsRequestType[] = [
  {
    type: 'Meeting Records',
    description: 'Agendas, minutes and recordings of public meetings.',
    processingTime: '1-3 business days',
  },
  {
    type: 'Financial Records',
    description: 'Budgets, contracts, invoices and expenditure reports.',
    processingTime: '3-5 business days',
  },
  {
    type: 'Personnel Records',
    description: 'Public information about city positions and salaries.',
    processingTime: '5-10 business days',
  },
  {
    type: 'Permits & Licenses',
    description: 'Building permits, business licenses and inspections.',
    processingTime: '1-2 business days',
  },
  {
    type: 'Legal Documents',
    description: 'Ordinances, resolutions and public legal notices.',
    processingTime: '2-5 business days',
  },
];

export const recentRecordsRequests: readonly RecentRecordsRequest[] = [
  {
    id: 'PRR-2024-0892',
    type: 'Financial Records',
    status: 'Completed',
    requestDate: '2024-12-02',
    completedDate: '2024-12-05',
  },
  {
    id: 'PRR-2024-0901',
    type: 'Permits & Licenses',
    status: 'Completed',
    requestDate: '2024-12-06',
    completedDate: '2024-12-09',
  },
  {
    id: 'PRR-2024-0915',
    type: 'Personnel Records',
    status: 'In Progress',
    requestDate: '2024-12-11',
    estimatedCompletion: '2024-12-20',
  },
  {
    id: 'PRR-2024-0921',
    type: 'Meeting Records',
    status: 'In Progress',
    requestDate: '2024-12-13',
    estimatedCompletion: '2024-12-16',
  },
];

export const ethicsPolicies: readonly EthicsPolicy[] = [
  {
    title: 'Code of Ethics',
    description: 'Standards of conduct for elected officials, appointees and employees.',
    lastUpdated: '2024-03-15',
  },
  {
    title: 'Conflict of Interest Policy',
    description: 'When officials must disclose interests and step aside from decisions.',
    lastUpdated: '2024-01-10',
  },
  {
    title: 'Gift and Gratuity Policy',
    description: 'Limits on gifts that officials and employees may accept.',
    lastUpdated: '2023-09-01',
  },
  {
    title: 'Whistleblower Protection Policy',
    description: 'How to report misconduct safely and how reporters are protected.',
    lastUpdated: '2023-06-20',
  },
];

export const financialDisclosures: readonly FinancialDisclosure[] = [
  {
    official: 'Sarah Mitchell',
    title: 'Mayor',
    type: 'Statement of Economic Interests',
    filingDate: '2024-04-01',
    status: 'Filed',
  },
  {
    official: 'Marcus Johnson',
    title: 'City Council President',
    type: 'Statement of Economic Interests',
    filingDate: '2024-03-28',
    status: 'Filed',
  },
  {
    official: 'Linda Park',
    title: 'City Manager',
    type: 'Statement of Economic Interests',
    filingDate: '2024-03-30',
    status: 'Filed',
  },
];
