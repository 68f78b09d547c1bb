import type { PublicWorksProject, PublicWorksService, StaffMember } from '../../../types/content';
import parkImage from '../assets/project-park.svg';
import roadImage from '../assets/project-road.svg';
import waterImage from '../assets/project-water.svg';

/** The Public Works page facts. */
export const publicWorks = {
  slug: 'public-works',
  name: 'Public Works',
  description:
    'Public Works keeps Springfield moving: we maintain 320 miles of streets, the water and sewer systems, traffic signals and storm drains, and collect trash, recycling and yard waste.',
  hours: 'Mon-Fri 7 AM-3:30 PM',
  emergencyHours: '24/7',
  emergencyPhone: '(555) 123-4200',
  phone: '(555) 123-4250',
  email: 'publicworks@springfield.gov',
  location: '500 Industrial Parkway, Springfield, IL 62701',
} as const;

export const publicWorksServices: readonly PublicWorksService[] = [
  {
    name: 'Street Maintenance',
    description: 'Pothole repair, street resurfacing, sidewalk repair and street sweeping.',
    contact: '(555) 123-4210',
    status: 'Active',
  },
  {
    name: 'Water & Sewer',
    description: 'Water main repairs, sewer line maintenance and water quality testing.',
    contact: '(555) 123-4220',
    status: 'Active',
  },
  {
    name: 'Waste Collection',
    description: 'Weekly trash and recycling pickup and bulk item collection.',
    contact: '(555) 123-4230',
    status: 'Active',
  },
  {
    name: 'Snow Removal',
    description: 'Plowing and salting of city streets from November through March.',
    contact: '(555) 123-4240',
    status: 'Seasonal',
  },
  {
    name: 'Leaf Collection',
    description: 'Curbside leaf vacuuming for every neighborhood each fall.',
    contact: '(555) 123-4230',
    status: 'Seasonal',
  },
  {
    name: 'Traffic Signals & Signs',
    description: 'Repair of traffic signals, street lights and street signs.',
    contact: '(555) 123-4260',
    status: 'Active',
  },
];

export const publicWorksProjects: readonly PublicWorksProject[] = [
  {
    name: 'Main Street Resurfacing',
    description:
      'Milling and repaving of Main Street from 1st to 12th Avenue, with new crosswalks and ADA curb ramps.',
    startDate: '2024-09-03',
    expectedCompletion: '2025-05-30',
    status: 'In Progress',
    budget: '$2.4M',
    image: roadImage,
  },
  {
    name: 'Elm Avenue Water Main Replacement',
    description:
      'Replacing 1.2 miles of 80-year-old cast iron water main to improve reliability and water pressure.',
    startDate: '2024-10-14',
    expectedCompletion: '2025-08-15',
    status: 'In Progress',
    budget: '$3.1M',
    image: waterImage,
  },
  {
    name: 'Riverside Park Drainage Improvements',
    description: 'New storm drains and a rain garden to stop flooding on the Riverside Park trails.',
    startDate: '2024-11-04',
    expectedCompletion: '2025-04-30',
    status: 'In Progress',
    budget: '$850K',
    image: parkImage,
  },
];

export const publicWorksStaff: readonly StaffMember[] = [
  {
    name: 'David Johnson',
    title: 'Director of Public Works',
    email: 'djohnson@springfield.gov',
    phone: '(555) 123-4201',
  },
  {
    name: 'Patricia Moore',
    title: 'City Engineer',
    email: 'pmoore@springfield.gov',
    phone: '(555) 123-4202',
  },
  {
    name: 'Kevin Brown',
    title: 'Streets Superintendent',
    email: 'kbrown@springfield.gov',
    phone: '(555) 123-4211',
  },
  {
    name: 'Emily Davis',
    title: 'Utilities Manager',
    email: 'edavis@springfield.gov',
    phone: '(555) 123-4221',
  },
];
