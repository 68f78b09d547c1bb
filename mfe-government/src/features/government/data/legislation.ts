import type { LegislationItem } from '../../../types/content';
import { legislationSlug } from '../utils/addresses';

export const legislation: readonly LegislationItem[] = [
  {
    title: 'Ordinance 2024-45: Affordable Housing Incentives',
    status: 'Passed',
    date: '2024-12-10',
    description:
      'Offers density bonuses and fee reductions to developments that reserve at least 15% of units as affordable housing.',
    votes: { for: 6, against: 1, abstain: 0 },
    fullText:
      'Section 1. Purpose. The City of Springfield finds that safe, decent and affordable housing is essential to the health of the community.\n\nSection 2. Density Bonus. A residential development of ten or more units that reserves at least 15% of its units for households earning 80% or less of the area median income may build up to 20% more units than zoning allows.\n\nSection 3. Fee Reduction. Building permit fees for the affordable units are reduced by 50%.\n\nSection 4. Effective Date. This ordinance takes effect thirty days after its adoption.',
    relatedDocuments: [
      'Ordinance 2024-45 Full Text',
      'Housing Needs Assessment 2024',
      'Staff Report: Affordable Housing Incentives',
    ],
  },
  {
    title: 'Resolution 2024-112: Climate Action Plan',
    status: 'Passed',
    date: '2024-11-12',
    description:
      'Adopts the Climate Action Plan with a goal of cutting city operations’ carbon emissions 50% by 2035.',
    votes: { for: 5, against: 1, abstain: 1 },
    fullText:
      'Whereas the City of Springfield is committed to protecting the environment for future generations;\n\nNow, therefore, be it resolved by the City Council of the City of Springfield:\n\nSection 1. The Climate Action Plan is adopted as the city’s policy for reducing greenhouse gas emissions.\n\nSection 2. The City Manager shall report progress on the plan to the Council every year.',
    relatedDocuments: ['Climate Action Plan 2024', 'Greenhouse Gas Inventory Report'],
  },
  {
    title: 'Ordinance 2025-03: Short-Term Rental Regulations',
    status: 'Under Review',
    date: '2025-01-14',
    description:
      'Would require registration, safety inspections and a local contact for short-term rentals of fewer than 30 days.',
    votes: null,
    fullText:
      'Section 1. Registration. No person may offer a dwelling unit as a short-term rental without a registration issued by the City Clerk.\n\nSection 2. Safety Inspection. Each short-term rental must pass a fire and life safety inspection before registration.\n\nSection 3. Local Contact. The operator must name a contact who can respond within one hour at any time the unit is rented.\n\nSection 4. Penalties. Operating without a registration is a civil infraction.',
    relatedDocuments: ['Ordinance 2025-03 Draft', 'Short-Term Rental Study'],
  },
];

/** The item at /government/legislation/{slug}, or undefined for any other slug. */
export function getLegislation(slug: string): LegislationItem | undefined {
  return legislation.find((item) => legislationSlug(item) === slug);
}
