import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { Program } from '../../../types/content';

/** The four summary tiles of /programs. */
export const programsSummary = [
  { value: '4', label: 'Active Programs' },
  { value: '$8.6M', label: 'Total Investment' },
  { value: '12,500+', label: 'Residents Served' },
  { value: '58%', label: 'Average Progress' },
] as const;

// Progress 65 + 72 + 40 + 55 averages 58%; budgets 3.2 + 2.4 + 1.8 + 1.2 make the $8.6M total.
export const programs: readonly Program[] = [
  {
    id: 'green-springfield',
    title: 'Green Springfield Initiative',
    description:
      'A citywide sustainability program that plants street trees, builds electric-vehicle charging stations and helps households cut energy use with home efficiency rebates.',
    status: 'active',
    progress: 65,
    budget: '$3.2M',
    startDate: '2023-04-01',
    endDate: '2026-12-31',
    goals: [
      'Plant 5,000 new street and park trees',
      'Install 50 public electric-vehicle charging stations',
      'Cut municipal carbon emissions 30% by 2030',
      'Help 1,000 households lower their energy bills',
    ],
    keyMetrics: [
      { label: 'Trees Planted', value: '3,250', target: '5,000' },
      { label: 'EV Charging Stations', value: '32', target: '50' },
      { label: 'Energy Rebates Issued', value: '640', target: '1,000' },
    ],
    eligibility:
      'All Springfield residents and property owners. Energy rebates are open to owners of residential properties inside city limits.',
    contact: 'green@springfield.gov',
    documents: [
      { name: 'Energy Rebate Application', type: 'PDF' },
      { name: 'Tree Planting Request Form', type: 'PDF' },
      { name: 'Sustainability Action Plan', type: 'PDF' },
    ],
  },
  {
    id: 'safe-streets',
    title: 'Safe Streets Program',
    description:
      'Traffic-calming, safer crossings and better street lighting near schools, parks and busy corridors, planned together with neighbors.',
    status: 'active',
    progress: 72,
    budget: '$2.4M',
    startDate: '2023-01-15',
    endDate: '2025-12-31',
    goals: [
      'Reduce traffic injuries 25% on priority corridors',
      'Upgrade 40 crosswalks with high-visibility markings',
      'Add traffic calming on 20 residential streets',
      'Replace 1,200 streetlights with brighter LED fixtures',
    ],
    keyMetrics: [
      { label: 'Crosswalks Upgraded', value: '29', target: '40' },
      { label: 'Streets Calmed', value: '14', target: '20' },
      { label: 'LED Streetlights', value: '860', target: '1,200' },
    ],
    eligibility:
      'Any resident, school or neighborhood association may request a traffic-safety review for a street in Springfield.',
    contact: 'safestreets@springfield.gov',
    documents: [
      { name: 'Traffic Calming Request Form', type: 'PDF' },
      { name: 'Safe Routes to School Map', type: 'PDF' },
    ],
  },
  {
    id: 'neighborhood-revitalization',
    title: 'Neighborhood Revitalization Grants',
    description:
      'Matching grants from $2,500 to $75,000 for home repairs, storefront improvements and community projects that strengthen Springfield neighborhoods.',
    status: 'accepting-applications',
    progress: 40,
    budget: '$1.8M',
    startDate: '2024-07-01',
    endDate: '2026-06-30',
    goals: [
      'Fund 60 home-repair and facade projects',
      'Revitalize 25 neighborhood storefronts',
      'Support 15 resident-led community spaces',
    ],
    keyMetrics: [
      { label: 'Grants Awarded', value: '24', target: '60' },
      { label: 'Storefronts Improved', value: '10', target: '25' },
      { label: 'Community Projects', value: '6', target: '15' },
    ],
    eligibility:
      'Homeowners, small businesses and nonprofit groups in designated revitalization areas. Applications are due March 31, 2025.',
    contact: 'grants@springfield.gov',
    documents: [
      { name: 'Grant Application Guidelines', type: 'PDF' },
      { name: 'Revitalization Area Map', type: 'PDF' },
      { name: 'Project Budget Worksheet', type: 'PDF' },
    ],
  },
  {
    id: 'digital-inclusion',
    title: 'Digital Inclusion Initiative',
    description:
      'Free public Wi-Fi, low-cost devices and digital-skills classes so every resident can reach city services, school and work online.',
    status: 'active',
    progress: 55,
    budget: '$1.2M',
    startDate: '2024-01-01',
    endDate: '2026-12-31',
    goals: [
      'Open 30 free public Wi-Fi hotspots',
      'Provide 1,500 refurbished laptops to households in need',
      'Teach digital skills to 2,000 residents',
    ],
    keyMetrics: [
      { label: 'Wi-Fi Hotspots', value: '18', target: '30' },
      { label: 'Laptops Distributed', value: '820', target: '1,500' },
      { label: 'Residents Trained', value: '1,100', target: '2,000' },
    ],
    eligibility:
      'Wi-Fi is open to everyone. Devices and classes are for Springfield residents, with priority for seniors, students and low-income households.',
    contact: 'digital@springfield.gov',
    documents: [
      { name: 'Device Request Form', type: 'PDF' },
      { name: 'Class Schedule', type: 'PDF' },
    ],
  },
];

export function getProgram(id: string): Program | undefined {
  return programs.find((program) => program.id === id);
}

/** The list of programs. */
export const PROGRAMS_PATH = '/programs';

/** A program's own page: /programs/green-springfield. */
export function programPath(id: string): `/${string}` {
  return `${PROGRAMS_PATH}/${encodeURIComponent(id)}`;
}

/** Where a program's page leads back to (its not-found view: "Back to Programs"). */
export const programsSection: RecordSection = {
  label: 'Programs & Initiatives',
  to: PROGRAMS_PATH,
  backLabel: 'Back to Programs',
};

export const programNotFound: RecordNotFoundProps = {
  title: 'Program Not Found',
  message: 'The requested program could not be found.',
  section: programsSection,
};
