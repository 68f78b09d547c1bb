// What a program's own page adds to the list entry: stat cards, overview, progress bars, facts, contact.

export interface ProgramStat {
  value: string;
  label: string;
}

export interface ProgramProgressBar {
  label: string;
  current: number;
  target: number;
}

export interface ProgramContact {
  name: string;
  email: string;
  phone: string;
  office: string;
}

export interface ProgramDetail {
  id: string;
  stats: readonly ProgramStat[];
  overview: readonly string[];
  progressBars: readonly ProgramProgressBar[];
  factsTitle: string;
  facts: readonly string[];
  contact: ProgramContact;
}

export const programDetails: readonly ProgramDetail[] = [
  {
    id: 'green-springfield',
    stats: [
      { value: '3,250', label: 'Trees Planted' },
      { value: '32', label: 'EV Charging Stations' },
      { value: '$500,000', label: 'Federal Grant' },
      { value: '65%', label: 'Overall Progress' },
    ],
    overview: [
      'Green Springfield brings together tree planting, clean transportation and home energy savings in one program. Every new tree is planted with a two-year watering and care plan, and charging stations are placed so that every neighborhood is within two miles of one.',
      'A $500,000 federal grant funds the Home Energy Rebate program, which helps residents pay for insulation, efficient heating and cooling, and solar-ready upgrades.',
    ],
    progressBars: [
      { label: 'Trees Planted', current: 3250, target: 5000 },
      { label: 'EV Charging Stations', current: 32, target: 50 },
      { label: 'Energy Rebates Issued', current: 640, target: 1000 },
    ],
    factsTitle: 'Home Energy Rebates',
    facts: [
      'Rebates of up to $2,500 per property (lifetime limit).',
      'Funded by a $500,000 federal grant.',
      'Pre-approval is needed for projects above $500.',
      'Households with income at or below 80% of the area median can receive an enhanced rebate of up to 150%.',
      'Rebates are processed in 6-8 weeks after the final paperwork is received.',
    ],
    contact: {
      name: 'Office of Sustainability',
      email: 'green@springfield.gov',
      phone: '(555) 123-4620',
      office: 'Springfield City Hall, Room 204',
    },
  },
  {
    id: 'safe-streets',
    stats: [
      { value: '29', label: 'Crosswalks Upgraded' },
      { value: '14', label: 'Streets Calmed' },
      { value: '860', label: 'LED Streetlights' },
      { value: '72%', label: 'Overall Progress' },
    ],
    overview: [
      'Safe Streets targets the corridors where crashes happen most, starting near schools and parks. Engineers work with each neighborhood to choose speed humps, curb extensions, raised crosswalks and better lighting.',
      'Residents can request a traffic-safety review for their street; each request is studied with traffic counts before any change is made.',
    ],
    progressBars: [
      { label: 'Crosswalks Upgraded', current: 29, target: 40 },
      { label: 'Streets with Traffic Calming', current: 14, target: 20 },
      { label: 'LED Streetlights Installed', current: 860, target: 1200 },
    ],
    factsTitle: 'How Requests Work',
    facts: [
      'Submit a traffic calming request form with the street and the concern.',
      'City engineers collect speed and volume counts on the street.',
      'Neighbors on the block are asked for their views before work is scheduled.',
      'Approved projects are built during the next construction season.',
    ],
    contact: {
      name: 'Transportation Safety Office',
      email: 'safestreets@springfield.gov',
      phone: '(555) 123-4640',
      office: 'Public Works Building, 200 Elm Avenue',
    },
  },
  {
    id: 'neighborhood-revitalization',
    stats: [
      { value: '$2,500-$75,000', label: 'Grant Range' },
      { value: '24', label: 'Grants Awarded' },
      { value: 'March 31, 2025', label: 'Application Deadline' },
      { value: '40%', label: 'Overall Progress' },
    ],
    overview: [
      'Neighborhood Revitalization Grants match private investment in homes, storefronts and shared spaces in designated revitalization areas. Grants range from $2,500 to $75,000 depending on the category.',
      'The city is accepting applications for the current round until March 31, 2025. Applicants receive a decision within 60 days of the deadline.',
    ],
    progressBars: [
      { label: 'Home Repair and Facade Grants', current: 24, target: 60 },
      { label: 'Storefronts Improved', current: 10, target: 25 },
      { label: 'Community Projects Funded', current: 6, target: 15 },
    ],
    factsTitle: 'Grant Categories',
    facts: [
      'Home repair grants: $2,500 to $15,000.',
      'Storefront and facade grants: $10,000 to $40,000.',
      'Community project grants: $25,000 to $75,000.',
      'Application deadline: March 31, 2025.',
    ],
    contact: {
      name: 'Community Development Division',
      email: 'grants@springfield.gov',
      phone: '(555) 123-4660',
      office: 'Springfield City Hall, Room 310',
    },
  },
  {
    id: 'digital-inclusion',
    stats: [
      { value: '18', label: 'Wi-Fi Hotspots' },
      { value: '820', label: 'Laptops Distributed' },
      { value: '1,100', label: 'Residents Trained' },
      { value: '55%', label: 'Overall Progress' },
    ],
    overview: [
      'Digital Inclusion closes the gap for residents who cannot get online at home. Free Wi-Fi hotspots are opening in parks, libraries and community centers across the city.',
      'Refurbished laptops and free digital-skills classes help residents apply for jobs, attend school and use city services online.',
    ],
    progressBars: [
      { label: 'Wi-Fi Hotspots', current: 18, target: 30 },
      { label: 'Laptops Distributed', current: 820, target: 1500 },
      { label: 'Residents Trained', current: 1100, target: 2000 },
    ],
    factsTitle: 'Free Services',
    facts: [
      'Public Wi-Fi at libraries, parks and community centers, no sign-up needed.',
      'Refurbished laptops for households in need, one per household.',
      'Digital-skills classes in English and Spanish, weekdays and Saturdays.',
    ],
    contact: {
      name: 'Information Technology Department',
      email: 'digital@springfield.gov',
      phone: '(555) 123-4680',
      office: 'Springfield Public Library, 300 Oak Street',
    },
  },
];

export function getProgramDetail(id: string): ProgramDetail | undefined {
  return programDetails.find((detail) => detail.id === id);
}
