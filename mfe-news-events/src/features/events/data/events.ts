import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { CityEvent, EventFilter } from '../../../types/content';
import communityImage from '../../../assets/event-community.svg';
import meetingImage from '../../../assets/event-meeting.svg';
import workshopImage from '../../../assets/event-workshop.svg';

const meetingAlt = 'Illustration of Springfield City Hall';
const communityAlt = 'Illustration of residents gathered under festival flags';
const workshopAlt = 'Illustration of a presentation screen with a rising chart';

const councilChambers = 'City Hall Council Chambers';
const cityHall = '100 Main Street, Springfield, IL 62701';
const standardAccess =
  'The venue is wheelchair accessible. Assistive listening devices and ASL interpretation are available on request with 48 hours notice.';

/** The 15 events of Events & Meetings (council 4, community 6, meetings 3, workshops 2). */
export const cityEvents: readonly CityEvent[] = [
  {
    id: 1,
    title: 'City Council Regular Meeting',
    description:
      'Regular meeting of the City Council with public comment, mid-year budget amendments and the first reading of the short-term rental ordinance.',
    date: '2025-01-14',
    startTime: '7:00 PM',
    endTime: '9:00 PM',
    location: councilChambers,
    address: cityHall,
    category: 'council',
    type: 'Public Meeting',
    capacity: 150,
    registered: 0,
    isVirtual: false,
    hasLivestream: true,
    image: meetingImage,
    imageAlt: meetingAlt,
    // The agenda and the meeting's documents are the City Clerk's record, on the Government page.
    documents: [],
    contact: 'clerk@springfield.gov',
    accessibility: standardAccess,
    agenda: [],
    detailedDescription:
      'The City Council meets in regular session on the second and fourth Tuesday of each month. All seven council members attend. Residents may speak during public comment for up to 3 minutes each; sign up at the door before the meeting begins. The meeting is streamed live and the recording is posted within two business days.',
    meetingRecord: '/government/agendas/city-council-regular-meeting-2025-01-14',
  },
  {
    id: 2,
    title: 'Home Energy Efficiency Workshop',
    description:
      'Learn how to lower your energy bills and apply for rebates of up to $2,500 for insulation, heat pumps and windows.',
    date: '2025-01-18',
    startTime: '10:00 AM',
    endTime: '12:00 PM',
    location: 'Springfield Public Library, Community Room',
    address: '250 Library Lane, Springfield, IL 62701',
    category: 'workshops',
    type: 'Workshop',
    capacity: 50,
    registered: 23,
    isVirtual: false,
    hasLivestream: false,
    image: workshopImage,
    imageAlt: workshopAlt,
    documents: [
      { name: 'Rebate Application Guide', type: 'PDF' },
      { name: 'Home Energy Checklist', type: 'PDF' },
    ],
    contact: 'sustainability@springfield.gov',
    accessibility: standardAccess,
    agenda: [
      'Welcome and Introductions',
      'Where Your Home Loses Energy',
      'The Home Energy Efficiency Rebate Program',
      'Pre-Approval and Paperwork',
      'Questions and Answers',
    ],
    detailedDescription:
      'City sustainability staff and a certified energy auditor walk through simple upgrades that cut energy use. Learn how rebates of up to $2,500 per property work, why projects above $500 need pre-approval, and how households at or below 80% of the area median income can receive an enhanced rebate. Bring a recent utility bill if you would like personal advice.',
  },
  {
    id: 3,
    title: 'Park Master Plan Community Open House',
    description:
      'Share your ideas for trails, playgrounds and sports fields and see the first drafts of the new park master plan.',
    date: '2025-01-22',
    startTime: '6:00 PM',
    endTime: '8:00 PM',
    location: 'Springfield Community Center',
    address: '400 Park Avenue, Springfield, IL 62702',
    category: 'community',
    type: 'Community Event',
    capacity: 100,
    registered: 67,
    isVirtual: false,
    hasLivestream: false,
    image: communityImage,
    imageAlt: communityAlt,
    documents: [
      { name: 'Park Master Plan Draft Maps', type: 'PDF' },
      { name: 'Community Survey Results', type: 'PDF' },
    ],
    contact: 'parks@springfield.gov',
    accessibility: standardAccess,
    agenda: [
      'Open House Stations Open',
      'Presentation of Survey Results',
      'Small Group Discussions',
      'Share Your Priorities',
    ],
    detailedDescription:
      'Drop in at any time to visit the planning stations, talk with Parks & Recreation staff and mark your priorities on the maps. A short presentation at 6:30 PM summarizes what residents told us in the survey. Light refreshments are served and children are welcome.',
  },
  {
    id: 4,
    title: 'City Council Budget Work Session',
    description:
      'The Council reviews department budget requests and the five-year financial forecast. Public observation welcome.',
    date: '2025-01-28',
    startTime: '6:00 PM',
    endTime: '8:00 PM',
    location: councilChambers,
    address: cityHall,
    category: 'council',
    type: 'Work Session',
    capacity: 150,
    registered: 38,
    isVirtual: false,
    hasLivestream: true,
    image: meetingImage,
    imageAlt: meetingAlt,
    documents: [
      { name: 'Work Session Agenda', type: 'PDF' },
      { name: 'Five-Year Financial Forecast', type: 'PDF' },
    ],
    contact: 'clerk@springfield.gov',
    accessibility: standardAccess,
    agenda: [
      'Call to Order',
      'Five-Year Financial Forecast',
      'Department Budget Requests',
      'Council Discussion',
      'Adjournment',
    ],
    detailedDescription:
      'Work sessions let the Council study an issue in depth before any vote. No formal action is taken and there is no public comment period, but residents are welcome to observe in person or online.',
  },
  {
    id: 5,
    title: 'Winter Farmers Market Celebration',
    description:
      'Celebrate the first indoor season of the year-round farmers market with local food, music and activities for kids.',
    date: '2025-02-01',
    startTime: '9:00 AM',
    endTime: '1:00 PM',
    location: 'Springfield Community Center Gym',
    address: '400 Park Avenue, Springfield, IL 62702',
    category: 'community',
    type: 'Community Event',
    capacity: 300,
    registered: 214,
    isVirtual: false,
    hasLivestream: false,
    image: communityImage,
    imageAlt: communityAlt,
    documents: [{ name: 'Vendor List', type: 'PDF' }],
    contact: 'parks@springfield.gov',
    accessibility: standardAccess,
    agenda: ['Market Opens', 'Cooking Demonstration', 'Live Music', 'Kids Craft Corner', 'Market Closes'],
    detailedDescription:
      'More than 30 local growers, bakers and makers gather indoors for the winter market. SNAP benefits are accepted and matched up to $20 per visit. Free parking is available in the Community Center lot.',
  },
  {
    id: 6,
    title: 'Planning Commission Hearing: Zoning Code Updates',
    description:
      'Public hearing on proposed zoning changes, including accessory dwelling units and mixed-use buildings near transit.',
    date: '2025-02-04',
    startTime: '7:00 PM',
    endTime: '9:00 PM',
    location: councilChambers,
    address: cityHall,
    category: 'meetings',
    type: 'Public Hearing',
    capacity: 150,
    registered: 97,
    isVirtual: false,
    hasLivestream: true,
    image: meetingImage,
    imageAlt: meetingAlt,
    documents: [
      { name: 'Proposed Zoning Code Amendments', type: 'PDF' },
      { name: 'Staff Report', type: 'PDF' },
    ],
    contact: 'planning@springfield.gov',
    accessibility: standardAccess,
    agenda: [
      'Call to Order',
      'Staff Presentation',
      'Public Hearing (3 minutes per speaker)',
      'Commission Deliberation',
      'Recommendation to City Council',
    ],
    detailedDescription:
      'The Planning Commission hears public testimony on the proposed zoning code updates and will make a recommendation to the City Council. Written comments received before noon on the day of the hearing are shared with the commissioners.',
  },
  {
    id: 7,
    title: 'Family Skate Night',
    description: 'An evening of free skating, rentals and hot cocoa for Springfield families.',
    date: '2025-02-08',
    startTime: '5:00 PM',
    endTime: '8:00 PM',
    location: 'Springfield Ice Arena',
    address: '75 Riverside Drive, Springfield, IL 62703',
    category: 'community',
    type: 'Community Event',
    capacity: 500,
    registered: 463,
    isVirtual: false,
    hasLivestream: false,
    image: communityImage,
    imageAlt: communityAlt,
    documents: [{ name: 'Skate Safety Waiver', type: 'PDF' }],
    contact: 'parks@springfield.gov',
    accessibility:
      'The arena has accessible entrances, seating and restrooms. Sled skates are available for skaters with disabilities.',
    agenda: ['Doors Open and Skate Rentals', 'Open Skate', 'Learn-to-Skate Corner', 'Cocoa and Closing'],
    detailedDescription:
      'Skate rentals and helmets are free while supplies last. Children under 10 must be accompanied by an adult. Please sign the skate safety waiver before arriving to speed up entry.',
  },
  {
    id: 8,
    title: 'City Council Regular Meeting',
    description:
      'Regular meeting of the City Council, including a vote on the downtown parking study and public comment.',
    date: '2025-02-11',
    startTime: '7:00 PM',
    endTime: '9:00 PM',
    location: councilChambers,
    address: cityHall,
    category: 'council',
    type: 'Public Meeting',
    capacity: 150,
    registered: 12,
    isVirtual: false,
    hasLivestream: true,
    image: meetingImage,
    imageAlt: meetingAlt,
    documents: [
      { name: 'Meeting Agenda', type: 'PDF' },
      { name: 'Downtown Parking Study', type: 'PDF' },
    ],
    contact: 'clerk@springfield.gov',
    accessibility: standardAccess,
    agenda: [
      'Call to Order and Roll Call',
      'Public Comment (3 minutes per speaker)',
      'Approval of the Consent Agenda',
      'Downtown Parking Study',
      'Council Reports and Adjournment',
    ],
    detailedDescription:
      'The City Council meets in regular session on the second and fourth Tuesday of each month. Residents may speak during public comment for up to 3 minutes each. The meeting is streamed live.',
  },
  {
    id: 9,
    title: "Valentine's Senior Social",
    description: 'Music, refreshments and friendly company for Springfield seniors at the Senior Center.',
    date: '2025-02-14',
    startTime: '1:00 PM',
    endTime: '3:00 PM',
    location: 'Springfield Senior Center',
    address: '88 Maple Street, Springfield, IL 62704',
    category: 'community',
    type: 'Community Event',
    capacity: 50,
    registered: 50,
    isVirtual: false,
    hasLivestream: false,
    image: communityImage,
    imageAlt: communityAlt,
    documents: [],
    contact: 'seniors@springfield.gov',
    accessibility: standardAccess,
    agenda: ['Welcome', 'Live Music', 'Refreshments', 'Door Prizes'],
    detailedDescription:
      'An afternoon of music from the Springfield Community Band, refreshments and door prizes. Free transportation is available for registered guests; call the Senior Center to arrange a ride.',
  },
  {
    id: 10,
    title: 'Parks & Recreation Board Meeting',
    description: 'Monthly meeting of the Parks & Recreation Board on park maintenance and programming.',
    date: '2025-02-06',
    startTime: '6:30 PM',
    endTime: '8:00 PM',
    location: 'City Hall, Room 201',
    address: cityHall,
    category: 'meetings',
    type: 'Board Meeting',
    capacity: 50,
    registered: 9,
    isVirtual: false,
    hasLivestream: false,
    image: meetingImage,
    imageAlt: meetingAlt,
    documents: [{ name: 'Board Agenda', type: 'PDF' }],
    contact: 'parks@springfield.gov',
    accessibility: standardAccess,
    agenda: ['Call to Order', 'Public Comment', 'Park Master Plan Update', 'Summer Programs', 'Adjournment'],
    detailedDescription:
      'The Parks & Recreation Board meets on the first Thursday of each month at 6:30 PM. Meetings are open to the public, and residents may comment at the start of each meeting.',
  },
  {
    id: 11,
    title: 'Small Business Grant Application Workshop',
    description:
      'Step-by-step help with the Downtown Business Improvement Grants before the March 31, 2025 deadline.',
    date: '2025-02-22',
    startTime: '10:00 AM',
    endTime: '12:00 PM',
    location: 'City Hall, Room 201',
    address: cityHall,
    category: 'workshops',
    type: 'Workshop',
    capacity: 100,
    registered: 45,
    isVirtual: true,
    hasLivestream: false,
    image: workshopImage,
    imageAlt: workshopAlt,
    documents: [
      { name: 'Grant Program Guidelines', type: 'PDF' },
      { name: 'Application Checklist', type: 'PDF' },
    ],
    contact: 'planning@springfield.gov',
    accessibility: standardAccess,
    agenda: [
      'Grant Categories and Amounts',
      'Eligible Projects',
      'Completing the Application',
      'One-on-One Questions',
    ],
    detailedDescription:
      'Planning & Development staff explain grants from $2,500 to $75,000 by category, what makes a strong application and how projects are scored. Attend in person or join online; the link is sent to registered participants.',
  },
  {
    id: 12,
    title: 'Town Hall on Public Safety',
    description:
      'Council members, the Police Chief and the Fire Chief answer residents’ questions about safety in Springfield.',
    date: '2025-02-25',
    startTime: '6:30 PM',
    endTime: '8:30 PM',
    location: 'Springfield High School Auditorium',
    address: '1200 College Avenue, Springfield, IL 62704',
    category: 'council',
    type: 'Town Hall',
    capacity: 500,
    registered: 180,
    isVirtual: true,
    hasLivestream: true,
    image: meetingImage,
    imageAlt: meetingAlt,
    documents: [{ name: 'Public Safety Annual Report', type: 'PDF' }],
    contact: 'council@springfield.gov',
    accessibility: standardAccess,
    agenda: [
      'Welcome from the Mayor',
      'Public Safety Year in Review',
      'New Emergency Response Technology',
      'Questions from Residents',
    ],
    detailedDescription:
      'Bring your questions about traffic safety, emergency response and neighborhood policing. Questions can also be submitted in advance by e-mail. The town hall is streamed live and captioned.',
  },
  {
    id: 13,
    title: 'Community Tree Planting Day',
    description:
      'Volunteer to plant 200 trees along Spring Creek as part of the Green Springfield Initiative.',
    date: '2025-03-08',
    startTime: '9:00 AM',
    endTime: '12:00 PM',
    location: 'Riverside Park, North Shelter',
    address: '75 Riverside Drive, Springfield, IL 62703',
    category: 'community',
    type: 'Volunteer Event',
    capacity: 100,
    registered: 88,
    isVirtual: false,
    hasLivestream: false,
    image: communityImage,
    imageAlt: communityAlt,
    documents: [{ name: 'Volunteer Waiver', type: 'PDF' }],
    contact: 'volunteer@springfield.gov',
    accessibility:
      'The North Shelter has paved access and accessible restrooms. Planting sites are on uneven ground; seated tasks are available.',
    agenda: ['Check-In and Safety Briefing', 'Tree Planting', 'Mulching and Watering', 'Thank-You Lunch'],
    detailedDescription:
      'Gloves, tools and training are provided. Wear sturdy shoes and clothes that can get muddy. Volunteers under 16 must be accompanied by an adult.',
  },
  {
    id: 14,
    title: 'Environmental Commission Meeting',
    description: 'Monthly meeting of the Environmental Commission on the climate action plan and recycling.',
    date: '2025-03-19',
    startTime: '7:00 PM',
    endTime: '8:30 PM',
    location: 'City Hall, Room 201',
    address: cityHall,
    category: 'meetings',
    type: 'Commission Meeting',
    capacity: 50,
    registered: 14,
    isVirtual: true,
    hasLivestream: true,
    image: meetingImage,
    imageAlt: meetingAlt,
    documents: [{ name: 'Commission Agenda', type: 'PDF' }],
    contact: 'sustainability@springfield.gov',
    accessibility: standardAccess,
    agenda: ['Call to Order', 'Public Comment', 'Climate Action Plan Progress', 'Recycling Program Review'],
    detailedDescription:
      'The Environmental Commission meets on the third Wednesday of each month at 7:00 PM, in person and online.',
  },
  {
    id: 15,
    title: 'Spring Cleanup and Recycling Fair',
    description: 'Drop off electronics, paint and bulky items for free, and shred personal documents safely.',
    date: '2025-03-22',
    startTime: '9:00 AM',
    endTime: '2:00 PM',
    location: 'Public Works Yard',
    address: '500 Industrial Parkway, Springfield, IL 62703',
    category: 'community',
    type: 'Community Event',
    capacity: 300,
    registered: 96,
    isVirtual: false,
    hasLivestream: false,
    image: communityImage,
    imageAlt: communityAlt,
    documents: [{ name: 'Accepted Items List', type: 'PDF' }],
    contact: 'publicworks@springfield.gov',
    accessibility:
      'Drive-through drop-off: staff unload items from your vehicle. Accessible restrooms are on site.',
    agenda: ['Drop-Off Opens', 'Document Shredding', 'Compost Giveaway', 'Drop-Off Closes'],
    detailedDescription:
      'Springfield residents can drop off electronics, latex paint, tires and bulky items at no charge. Bring proof of residency. Hazardous chemicals are not accepted.',
  },
];

export interface EventFilterOption {
  value: EventFilter;
  label: string;
}

export const eventFilters: readonly EventFilterOption[] = [
  { value: 'all', label: 'All Events' },
  { value: 'council', label: 'City Council' },
  { value: 'community', label: 'Community' },
  { value: 'meetings', label: 'Public Meetings' },
  { value: 'workshops', label: 'Workshops' },
];

/** What the calendar subscription file describes. */
export const calendarSubscription = {
  title: 'City of Springfield Events & Meetings',
  description:
    'Council meetings, public hearings, community events and workshops of the City of Springfield. See springfield.gov/events for details.',
  location: 'Springfield City Hall',
  address: cityHall,
  startTime: '12:00 AM',
  endTime: '11:59 PM',
} as const;

/**
 * The city's time zone: event times are wall-clock times there. Shared's city-time (one for the site), that
 * file alone: the feed generator loads this module at build time, without the design system.
 */
export { CITY_TIME_ZONE } from '@springfield/shared/city-time';

/** Simulated registration delay. */
export const REGISTRATION_DELAY_MS = 1500;

/** Where an event's page leads back to. */
export const eventsSection: RecordSection = { label: 'Events', to: '/events' };

export const eventNotFound: RecordNotFoundProps = {
  title: 'Event Not Found',
  message: 'The requested event could not be found.',
  section: eventsSection,
};
