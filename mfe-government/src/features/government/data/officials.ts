import type { Official } from '../../../types/content';
import { officialSlug } from '../utils/addresses';
import mayorPhoto from '../assets/official-mayor.svg';
import councilPresidentPhoto from '../assets/official-council-president.svg';
import cityManagerPhoto from '../assets/official-city-manager.svg';

export const officials: readonly Official[] = [
  {
    name: 'Sarah Mitchell',
    title: 'Mayor',
    term: '2022 - 2026',
    email: 'mayor@springfield.gov',
    phone: '(555) 123-4501',
    bio: 'Serving her second term, Mayor Mitchell focuses on economic growth, affordable housing and safe neighborhoods.',
    photo: mayorPhoto,
    priorities: ['Economic Development', 'Affordable Housing', 'Public Safety'],
    fullBio:
      'Sarah Mitchell was first elected Mayor of Springfield in 2018 and re-elected in 2022. A lifelong Springfield resident, she served eight years on the City Council and led the Downtown Revitalization Task Force before taking office. Her administration has balanced five consecutive budgets while expanding services for seniors and families.',
    achievements: [
      'Secured a $500,000 federal grant for infrastructure repairs',
      'Launched the Neighborhood Revitalization Grants program',
      'Opened the city’s first 24-hour resident service portal',
      'Reduced permit processing times by 40%',
    ],
    committees: [
      'Regional Transportation Authority',
      'Economic Development Council',
      'Emergency Management Board',
    ],
    officeHours: 'Tuesdays and Thursdays, 10:00 AM - 12:00 PM, or by appointment',
    education:
      'Master of Public Administration, State University; B.A. Political Science, Springfield College',
  },
  {
    name: 'Marcus Johnson',
    title: 'City Council President',
    term: '2024 - 2028',
    email: 'council.president@springfield.gov',
    phone: '(555) 123-4502',
    bio: 'Council President Johnson leads the seven-member City Council and champions transparent, community-driven decisions.',
    photo: councilPresidentPhoto,
    priorities: ['Government Transparency', 'Infrastructure', 'Youth Programs'],
    fullBio:
      'Marcus Johnson represented Ward 3 for two terms before his colleagues elected him Council President in 2024. A former high school teacher and small business owner, he has made open meetings, live-streamed sessions and plain-language agendas a hallmark of his leadership.',
    achievements: [
      'Introduced live streaming of all City Council meetings',
      'Led adoption of the Climate Action Plan',
      'Expanded the Youth Council to every city ward',
    ],
    committees: ['Finance Committee (Chair)', 'Public Works Committee', 'Youth Advisory Council'],
    officeHours: 'Mondays, 4:00 PM - 6:00 PM, City Hall Room 210',
    education: 'M.Ed. Curriculum and Instruction, State University; B.A. History, Springfield College',
  },
  {
    name: 'Linda Park',
    title: 'City Manager',
    term: 'Appointed 2021',
    email: 'citymanager@springfield.gov',
    phone: '(555) 123-4503',
    bio: 'City Manager Park oversees daily operations, 14 city departments and the annual budget of $150 million.',
    photo: cityManagerPhoto,
    priorities: ['Fiscal Responsibility', 'Service Efficiency', 'Digital Services'],
    fullBio:
      'Linda Park joined Springfield as City Manager in 2021 after twelve years in municipal finance and operations. She manages the city’s departments and staff, prepares the annual budget for the City Council and leads the digital services program that brought most city transactions online.',
    achievements: [
      'Earned the city an AA+ bond rating',
      'Delivered the FY2025 budget on time and balanced',
      'Moved 30 city services online through the Digital Portal',
    ],
    committees: ['Budget Committee', 'Technology Steering Committee', 'Labor Relations Board'],
    officeHours: 'Wednesdays, 9:00 AM - 11:00 AM, or by appointment',
    education: 'Master of Business Administration, State University; B.S. Economics, Central University',
  },
];

export function getOfficial(name: string): Official | undefined {
  return officials.find((official) => official.name === name);
}

/** The official whose profile is at /government/officials/{slug}, or undefined for any other slug. */
export function getOfficialBySlug(slug: string): Official | undefined {
  return officials.find((official) => officialSlug(official) === slug);
}
