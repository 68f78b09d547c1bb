import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { GovernmentDocument } from '../../../types/content';

export const governmentDocuments: readonly GovernmentDocument[] = [
  {
    categorySlug: 'budget',
    slug: 'annual-budget-2025',
    title: 'Annual Budget 2025',
    description: 'The adopted operating and capital budget of the City of Springfield for fiscal year 2025.',
    category: 'Budget Documents',
    fileType: 'PDF',
    publishDate: '2024-12-15',
    department: 'Finance Department',
    version: '2.1',
    content: `
<h3>Budget Overview</h3>
<p>The FY2025 budget totals <strong>$150 million</strong> and was adopted by the City Council on December 10, 2024. It is balanced without a property tax rate increase.</p>
<h3>Revenue Sources</h3>
<ul>
  <li>Property Taxes: $65M (43.3%)</li>
  <li>Sales Taxes: $32M (21.3%)</li>
  <li>State &amp; Federal Funding: $28M (18.7%)</li>
  <li>Fees &amp; Permits: $15M (10%)</li>
  <li>Other Revenue: $10M (6.7%)</li>
</ul>
<h3>Spending Priorities</h3>
<p>Public safety remains the largest investment at 30% of the budget, followed by infrastructure and public works at 25.3%. The budget funds 12 new firefighter positions, resurfacing of 18 miles of streets and the first phase of the Riverside Park master plan.</p>
<h3>Public Participation</h3>
<p>Residents shaped this budget through two public hearings, three council workshops and an online survey that received more than 1,400 responses.</p>`,
    timeline: [
      { date: '2024-09-15', event: 'Budget preparation begins', status: 'completed' },
      { date: '2024-10-01', event: 'Department requests submitted', status: 'completed' },
      { date: '2024-10-21', event: 'Proposed budget presented to City Council', status: 'completed' },
      { date: '2024-11-05', event: 'Public hearing on the proposed budget', status: 'completed' },
      { date: '2024-11-19', event: 'City Council budget workshops', status: 'completed' },
      { date: '2024-12-10', event: 'City Council adopts the budget', status: 'completed' },
      { date: '2025-01-01', event: 'Budget takes effect', status: 'upcoming' },
    ],
  },
  {
    categorySlug: 'meetings',
    slug: 'city-council-minutes-2024-12-10',
    title: 'City Council Meeting Minutes: December 10, 2024',
    description:
      'Official minutes of the regular meeting of the Springfield City Council held on December 10, 2024.',
    category: 'Meeting Minutes',
    fileType: 'PDF',
    publishDate: '2024-12-17',
    department: 'Office of the City Clerk',
    version: '1.0',
    content: `
<h3>Call to Order</h3>
<p>Council President Marcus Johnson called the meeting to order at 7:00 PM in the City Hall Council Chambers. All seven council members were present.</p>
<h3>Actions Taken</h3>
<ol>
  <li>Approved the minutes of the November 12, 2024 regular meeting (7-0).</li>
  <li>Adopted the FY2025 budget of $150 million (6-1).</li>
  <li>Passed Ordinance 2024-45, Affordable Housing Incentives (6-1).</li>
</ol>
<h3>Public Comment</h3>
<p>Nine residents addressed the council, each for up to 3 minutes, on the budget, housing and snow removal.</p>
<h3>Adjournment</h3>
<p>The meeting adjourned at 9:42 PM. The next regular meeting is January 14, 2025.</p>`,
  },
  {
    categorySlug: 'records',
    slug: 'transparency-report-2024',
    title: 'Transparency Report 2024',
    description: 'How the city answered public records requests and published open data in 2024.',
    category: 'Public Records',
    fileType: 'PDF',
    publishDate: '2024-12-20',
    department: 'Office of the City Clerk',
    version: '1.0',
    content: `
<h3>Summary</h3>
<p>In 2024 the city received 1,126 public records requests and completed 97% of them within the legal deadline.</p>
<h3>Requests by Type</h3>
<ul>
  <li>Permits &amp; Licenses: 412 requests, average 1.6 business days</li>
  <li>Meeting Records: 298 requests, average 2.1 business days</li>
  <li>Financial Records: 231 requests, average 4.2 business days</li>
  <li>Legal Documents: 118 requests, average 3.4 business days</li>
  <li>Personnel Records: 67 requests, average 7.8 business days</li>
</ul>
<h3>Open Data</h3>
<p>The city published 156 meeting archives and 12 budget and finance documents online, and live-streamed every City Council meeting.</p>`,
  },
];

/** The document at /government/{category}/{slug}, or undefined for any other pair (any string may arrive). */
export function getGovernmentDocument(category: string, slug: string): GovernmentDocument | undefined {
  return governmentDocuments.find((doc) => doc.categorySlug === category && doc.slug === slug);
}

/** The path of a document's page. */
export function documentPath(doc: GovernmentDocument): `/${string}` {
  return `/government/${doc.categorySlug}/${doc.slug}`;
}

/** Two other documents to read next, in catalogue order. */
export function relatedDocuments(doc: GovernmentDocument, count = 2): readonly GovernmentDocument[] {
  return governmentDocuments.filter((other) => other !== doc).slice(0, count);
}

/** Where a document's page leads back to. */
export const governmentSection: RecordSection = { label: 'Government', to: '/government' };

export const documentNotFound: RecordNotFoundProps = {
  title: 'Document Not Found',
  message: 'The requested document could not be found.',
  section: governmentSection,
};
