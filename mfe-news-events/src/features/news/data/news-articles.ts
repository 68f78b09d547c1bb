import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { NewsArticle, NewsCategory, NewsFilter } from '../../../types/content';
import communityImage from '../../../assets/news-community.svg';
import infrastructureImage from '../../../assets/news-infrastructure.svg';
import noticeImage from '../../../assets/news-notice.svg';

const infrastructureAlt = 'Illustration of the Springfield skyline above a city street';
const noticeAlt = 'Illustration of an official notice posted on a board';
const communityAlt = 'Illustration of a park with trees and a market stall';

/** The 13 articles of the newsroom, newest first. */
export const newsArticles: readonly NewsArticle[] = [
  {
    slug: 'federal-grant-infrastructure',
    title: 'Springfield Receives $500,000 Federal Grant for Infrastructure Improvements',
    summary:
      'A $500,000 federal grant will fund road resurfacing, sidewalk repairs and safer crossings in three neighborhoods starting in spring 2025.',
    date: '2024-12-18',
    category: 'Press Releases',
    author: 'Office of the Mayor',
    readTime: '4 min read',
    views: 2847,
    href: '/news/federal-grant-infrastructure',
    image: infrastructureImage,
    imageAlt: infrastructureAlt,
    featured: true,
    content: `
<p>The City of Springfield has been awarded a <strong>$500,000 federal grant</strong> to improve streets, sidewalks and crossings in the Eastside, Riverside and Northgate neighborhoods.</p>
<h2>What the grant pays for</h2>
<ul>
  <li>Resurfacing of 4.2 miles of residential streets</li>
  <li>Repair of cracked and uneven sidewalks near schools</li>
  <li>New accessible curb ramps and high-visibility crosswalks at 18 intersections</li>
</ul>
<h2>Timeline</h2>
<p>Design work starts in January 2025 and construction is planned from April to October 2025. Residents will receive notice at least two weeks before work begins on their street.</p>
<blockquote><p>"This investment makes our streets safer for everyone who walks, bikes and drives in Springfield."</p></blockquote>
<p>Questions about the projects can be sent to the Department of Public Works.</p>`,
  },
  {
    slug: 'fy2025-budget-approved',
    title: 'City Council Approves FY2025 Budget',
    summary:
      'The City Council approved a balanced $150 million budget for fiscal year 2025 with new investment in public safety, parks and road maintenance.',
    date: '2024-12-16',
    category: 'Press Releases',
    author: 'City Council Office',
    readTime: '5 min read',
    views: 3214,
    href: '/news/fy2025-budget-approved',
    image: infrastructureImage,
    imageAlt: infrastructureAlt,
    content: `
<p>By a vote of 6 to 1, the City Council approved the <strong>fiscal year 2025 budget</strong> of $150 million. The budget takes effect on January 1, 2025.</p>
<h2>Highlights</h2>
<ul>
  <li>Public safety remains the largest area of spending at 30 percent of the budget.</li>
  <li>Road maintenance funding rises to keep pace with the pavement plan.</li>
  <li>Parks and recreation receive new funds for the park master plan.</li>
</ul>
<p>The complete budget document is available on the Government page.</p>`,
  },
  {
    slug: 'public-safety-technology',
    title: 'New Public Safety Technology Improves Emergency Response Times',
    summary:
      'An upgraded dispatch system and in-vehicle mapping help police and fire crews reach residents faster across the city.',
    date: '2024-12-12',
    category: 'Press Releases',
    author: 'Public Safety Department',
    readTime: '3 min read',
    views: 1893,
    href: '/news/public-safety-technology',
    image: infrastructureImage,
    imageAlt: infrastructureAlt,
    content: `
<p>Springfield's emergency dispatch center now runs a new computer-aided dispatch system that sends the closest available unit to every call.</p>
<h2>What changes for residents</h2>
<p>Nothing changes in how you call for help: dial <strong>911</strong> in an emergency. Behind the scenes, crews receive the address, map and call notes on their in-vehicle screens within seconds.</p>
<p>Early results show average response times falling by nearly a minute.</p>`,
  },
  {
    slug: 'oak-street-water-project',
    title: 'Oak Street and Elm Avenue Water Main Upgrades Begin January 6',
    summary:
      'Crews will replace aging water mains on Oak Street and Elm Avenue; expect lane closures and brief planned water interruptions.',
    date: '2024-12-10',
    category: 'Public Notices',
    author: 'Department of Public Works',
    readTime: '3 min read',
    views: 1562,
    href: '/news/oak-street-water-project',
    image: noticeImage,
    imageAlt: noticeAlt,
    content: `
<p>Starting <strong>January 6, 2025</strong>, the Department of Public Works will replace the water mains under Oak Street (from 1st to 5th Avenue) and Elm Avenue (from Oak Street to Pine Street).</p>
<h2>What to expect</h2>
<ul>
  <li>One lane will stay open in each direction during working hours, 7:00 AM to 3:30 PM.</li>
  <li>Affected homes will get a door hanger 48 hours before any planned water interruption.</li>
  <li>Street parking will be limited on the blocks under construction.</li>
</ul>
<p>For a water emergency at any time, call the water emergency line listed in the footer.</p>`,
  },
  {
    slug: 'farmers-market-expansion',
    title: 'Springfield Farmers Market Expands to Year-Round Schedule',
    summary:
      'The downtown farmers market moves indoors for the winter so residents can buy local produce, bread and crafts every Saturday.',
    date: '2024-12-08',
    category: 'City Blog',
    author: 'Parks & Recreation Department',
    readTime: '4 min read',
    views: 1247,
    href: '/news/farmers-market-expansion',
    image: communityImage,
    imageAlt: communityAlt,
    content: `
<p>Good news for fans of fresh food: the Springfield Farmers Market will now run <strong>year-round</strong>.</p>
<p>From December through March the market moves inside the Community Center gym, every Saturday from 9:00 AM to 1:00 PM. More than 30 local vendors have signed up for the winter season.</p>
<h2>Supporting local growers</h2>
<p>The market accepts SNAP benefits and matches up to $20 per visit through the Double Up Food Bucks program.</p>`,
  },
  {
    slug: 'downtown-grants',
    title: 'Applications Open for Downtown Business Improvement Grants',
    summary:
      'Grants from $2,500 to $75,000 help downtown businesses improve facades, accessibility and energy use. Apply by March 31, 2025.',
    date: '2024-12-05',
    category: 'Press Releases',
    author: 'Planning & Development Department',
    readTime: '4 min read',
    views: 2156,
    href: '/news/downtown-grants',
    image: infrastructureImage,
    imageAlt: infrastructureAlt,
    content: `
<p>The City is accepting applications for the <strong>Downtown Business Improvement Grants</strong>.</p>
<h2>Grant amounts by category</h2>
<ul>
  <li>Facade and signage improvements: $2,500 to $25,000</li>
  <li>Accessibility upgrades: $5,000 to $40,000</li>
  <li>Building renovation and energy efficiency: $10,000 to $75,000</li>
</ul>
<p>The application deadline is <strong>March 31, 2025</strong>. Staff will hold information sessions in January and February.</p>`,
  },
  {
    slug: 'zoning-hearings',
    title: 'Public Hearings Scheduled on Proposed Zoning Code Updates',
    summary:
      'The Planning Commission will hold public hearings on updates to the zoning code, including housing options near transit.',
    date: '2024-12-03',
    category: 'Public Notices',
    author: 'Planning Commission',
    readTime: '3 min read',
    views: 987,
    href: '/news/zoning-hearings',
    image: noticeImage,
    imageAlt: noticeAlt,
    content: `
<p>The Planning Commission will hold public hearings on the proposed <strong>zoning code updates</strong> in City Hall Council Chambers.</p>
<p>The proposals would allow accessory dwelling units in residential zones and mixed-use buildings along transit corridors. Each speaker may comment for 3 minutes.</p>
<p>Written comments may be sent to the Planning & Development Department before the hearings.</p>`,
  },
  {
    slug: 'digital-portal',
    title: 'Meet the New Digital Services Portal',
    summary:
      'Pay bills, request services and track permit applications online, any time of day, with the new city services portal.',
    date: '2024-11-28',
    category: 'City Blog',
    author: 'Information Technology Department',
    readTime: '5 min read',
    views: 1678,
    href: '/news/digital-portal',
    image: communityImage,
    imageAlt: communityAlt,
    content: `
<p>We rebuilt the way residents do business with the City. The new <strong>digital services portal</strong> brings bill payment, service requests and permit tracking together.</p>
<h2>What you can do today</h2>
<ul>
  <li>Pay utility bills, parking fines and business fees</li>
  <li>Report potholes, graffiti and missed collections</li>
  <li>Check the status of a building permit</li>
</ul>
<p>The portal works on phones and with screen readers. Tell us what to improve through the feedback form.</p>`,
  },
  {
    slug: 'holiday-collection',
    title: 'Holiday Trash and Recycling Collection Schedule',
    summary:
      'Collection shifts by one day during the holiday weeks; extra bags need a $3 sticker. City offices are closed December 25 and 26.',
    date: '2024-11-25',
    category: 'Public Notices',
    author: 'Department of Public Works',
    readTime: '2 min read',
    views: 3456,
    href: '/news/holiday-collection',
    image: noticeImage,
    imageAlt: noticeAlt,
    content: `
<p>City offices are closed on <strong>December 25 and 26</strong>. Trash and recycling collection will shift by one day for the rest of those weeks.</p>
<ul>
  <li>Wednesday collection moves to Thursday, Thursday to Friday, and Friday to Saturday.</li>
  <li>Extra bags beyond your cart need an extra waste sticker, <strong>$3 each</strong>, sold at City Hall and local grocery stores.</li>
  <li>Real Christmas trees are collected curbside through January 17. Remove lights and decorations first.</li>
</ul>`,
  },
  {
    slug: 'police-graduation',
    title: 'Springfield Police Academy Graduates 18 New Officers; Recruitment Drive Continues',
    summary:
      'Eighteen new officers join the force after 24 weeks of training, and the department is recruiting for its next academy class.',
    date: '2024-11-22',
    category: 'Press Releases',
    author: 'Springfield Police Department',
    readTime: '3 min read',
    views: 2034,
    href: '/news/police-graduation',
    image: communityImage,
    imageAlt: communityAlt,
    content: `
<p>Eighteen recruits graduated from the <strong>Springfield Police Academy</strong> after 24 weeks of training in community policing, crisis intervention and first aid.</p>
<h2>Join the next class</h2>
<p>The department's recruitment drive continues: applications for the spring 2025 academy class are open until February 28, 2025. Information sessions take place every second Tuesday at the Public Safety Building.</p>`,
  },
  {
    slug: 'energy-rebates',
    title: 'Home Energy Efficiency Rebates Now Available',
    summary:
      'Homeowners can receive rebates of up to $2,500 per property for insulation, heat pumps and efficient windows.',
    date: '2024-11-18',
    category: 'Press Releases',
    author: 'Sustainability Office',
    readTime: '4 min read',
    views: 1789,
    href: '/news/energy-rebates',
    image: communityImage,
    imageAlt: communityAlt,
    content: `
<p>The <strong>Home Energy Efficiency Rebate</strong> program helps residents lower their energy bills.</p>
<h2>How it works</h2>
<ul>
  <li>Rebates of up to <strong>$2,500 per property</strong> over its lifetime.</li>
  <li>Projects above $500 need pre-approval before work starts.</li>
  <li>Households with income at or below 80% of the area median can receive an enhanced rebate of up to 150%.</li>
  <li>Rebates are processed in 6-8 weeks after the final paperwork is received.</li>
</ul>`,
  },
  {
    slug: 'bridge-closure',
    title: 'Main Street Bridge Closed for Repairs January 13 to February 21',
    summary:
      'The Main Street bridge over Spring Creek will close to vehicles for deck repairs; a signed detour will use Mill Road.',
    date: '2024-11-15',
    category: 'Public Notices',
    author: 'Department of Public Works',
    readTime: '2 min read',
    views: 2398,
    href: '/news/bridge-closure',
    image: noticeImage,
    imageAlt: noticeAlt,
    content: `
<p>The Main Street bridge over Spring Creek will be <strong>closed to vehicles from January 13 to February 21, 2025</strong> for deck and railing repairs.</p>
<p>A signed detour will use Mill Road and 3rd Avenue. A pedestrian and bicycle walkway on the east side will stay open.</p>
<p>Emergency services have planned alternate routes, and response times will not be affected.</p>`,
  },
  {
    slug: 'park-master-plan',
    title: 'Help Shape the Future of Springfield Parks',
    summary:
      'Share your ideas for trails, playgrounds and bike share stations in the park master plan survey, open until February 15.',
    date: '2024-11-12',
    category: 'City Blog',
    author: 'Parks & Recreation Department',
    readTime: '3 min read',
    views: 1345,
    href: '/news/park-master-plan',
    image: communityImage,
    imageAlt: communityAlt,
    content: `
<p>Springfield is writing a new <strong>park master plan</strong> to guide park investments for the next ten years, and we want to hear from you.</p>
<p>The online survey is open until <strong>February 15</strong>. Tell us which trails, playgrounds, sports fields and bike share stations matter most to your family.</p>
<p>Paper copies of the survey are available at City Hall and every public library branch.</p>`,
  },
];

/**
 * Links the spec gives (Home's Latest News, "More on this story") whose slugs are not among the 13 articles:
 * they lead to the article that tells that story, so no link lands on a not-found view.
 */
export const articleAliases: Readonly<Record<string, string>> = {
  'recruitment-drive': 'police-graduation',
  'elm-avenue-water-upgrades': 'oak-street-water-project',
  'bike-share-program': 'park-master-plan',
};

export interface NewsFilterOption {
  value: NewsFilter;
  label: string;
  /** The category an article must have; undefined for all. */
  category?: NewsCategory;
}

export const newsFilters: readonly NewsFilterOption[] = [
  { value: 'all', label: 'All News' },
  { value: 'press-releases', label: 'Press Releases', category: 'Press Releases' },
  { value: 'public-notices', label: 'Public Notices', category: 'Public Notices' },
  { value: 'city-blog', label: 'City Blog', category: 'City Blog' },
];

/** The "More on this story" aside of every article. */
export const moreOnThisStory: readonly `/news/${string}`[] = [
  '/news/elm-avenue-water-upgrades',
  '/news/bike-share-program',
];

/** Home's Latest News. */
export const homeLatestNews: readonly `/news/${string}`[] = [
  '/news/federal-grant-infrastructure',
  '/news/recruitment-drive',
  '/news/elm-avenue-water-upgrades',
];

/** Where an article's page leads back to: "News" in its breadcrumb, "Back to Newsroom" on its links. */
export const newsSection: RecordSection = { label: 'News', to: '/news', backLabel: 'Back to Newsroom' };

export const articleNotFound: RecordNotFoundProps = {
  title: 'Article Not Found',
  message: 'The requested news article could not be found.',
  section: newsSection,
};
