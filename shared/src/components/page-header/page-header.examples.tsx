import { defineExamples } from '../../catalogue/examples';
import { Badge } from '../badge/badge';
import {
  PageHeader,
  RecordPageHeader,
  type PageHeaderProps,
  type RecordPageHeaderProps,
} from './page-header';

/** The catalogue's own title stays the document's title: every example names it. */
const documentTitle = 'Design system';

export const pageHeaderExamples = defineExamples<PageHeaderProps>({
  title: 'PageHeader',
  description:
    "The band at the top of every page: breadcrumb, optional back link, the page's one h1 and its lead text; it also sets the document title.",
  component: PageHeader,
  examples: [
    { name: 'Title only', props: { title: 'Frequently Asked Questions', documentTitle } },
    {
      name: 'With breadcrumb and description',
      props: {
        title: 'Public Works',
        description: 'Streets, water, snow removal and city facilities.',
        breadcrumb: [
          { label: 'Home', to: '/' },
          { label: 'Departments', to: '/departments' },
          { label: 'Public Works' },
        ],
        documentTitle,
      },
    },
    {
      name: 'With a back link and badges',
      props: {
        title: 'Community Garden Program',
        back: { to: '/programs', label: 'Back to Programs' },
        children: <Badge tone="info">Accepting Applications</Badge>,
        documentTitle,
      },
    },
    {
      name: 'Long title',
      props: {
        title:
          'Ordinance 2026-14: Amendments to the Residential Parking Permit Program and Street Sweeping Schedule',
        description: 'Introduced by the Transportation Committee.',
        documentTitle,
      },
    },
  ],
});

export const recordPageHeaderExamples = defineExamples<RecordPageHeaderProps>({
  title: 'RecordPageHeader',
  description:
    "The PageHeader of one record's page (a document, an event, a department): the breadcrumb Home > section > record and, when asked, the back link to the section.",
  component: RecordPageHeader,
  examples: [
    {
      name: 'With a back link to its section',
      props: {
        title: 'Parks & Recreation',
        description: 'Parks, trails, pools and programs for every age.',
        section: { label: 'Departments', to: '/departments' },
        back: true,
        documentTitle,
      },
    },
    {
      name: 'Breadcrumb only, with badges',
      props: {
        title: 'Community Garden Program',
        section: { label: 'Programs & Initiatives', to: '/programs' },
        children: <Badge tone="info">Accepting Applications</Badge>,
        documentTitle,
      },
    },
    {
      name: 'Own last crumb and back link text',
      props: {
        title: 'New Library Branch Opens Downtown',
        section: { label: 'News', to: '/news', backLabel: 'Back to Newsroom' },
        current: 'Community',
        back: true,
        documentTitle,
      },
    },
  ],
});
