import { defineExamples } from '../../catalogue/examples';
import { colorTokens } from '../../tokens/tokens';
import { Badge } from '../badge/badge';
import { ButtonLink } from '../button/button';
import { Card, type CardProps } from './card';

// The catalogue shows each example under an h3 of its name, so the examples' own titles are h4.

/** A small inline picture, so the catalogue needs no network and its screenshots stay stable. */
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="${colorTokens.primary}"/><circle cx="12" cy="3" r="1.5" fill="${colorTokens.focus}"/><path d="M0 9l5-4 4 3 3-2 4 3z" fill="${colorTokens.success}"/></svg>`,
  );

export const cardExamples = defineExamples<CardProps>({
  title: 'Card',
  description:
    'A bordered box for one item or panel: optional image, meta (badges, facts), a heading of the level the page needs, the body and actions; clickable when its title links to a page.',
  component: Card,
  examples: [
    {
      name: 'Title and body',
      props: {
        as: 'section',
        title: 'Office Hours',
        headingLevel: 4,
        children: <p>Monday to Friday, 8 AM to 5 PM.</p>,
      },
    },
    {
      name: 'Meta, body and actions',
      props: {
        as: 'article',
        headingLevel: 4,
        meta: <Badge tone="success">Active</Badge>,
        title: 'Street Sweeping',
        children: <p>Every street is swept twice a month from April to November.</p>,
        actions: (
          <ButtonLink variant="primary" to="/services">
            Request Service
          </ButtonLink>
        ),
      },
    },
    {
      name: 'Clickable, with an image',
      props: {
        as: 'article',
        headingLevel: 4,
        image: { src: picture, alt: '' },
        meta: <Badge tone="info">Press Releases</Badge>,
        title: 'New Library Branch Opens in Westside',
        titleTo: '/news/new-library-branch',
        clickable: true,
        children: <p>The branch offers study rooms, a maker space and weekend story hours.</p>,
      },
    },
    {
      name: 'Accent',
      props: {
        as: 'aside',
        headingLevel: 4,
        tone: 'accent',
        title: 'Need Help?',
        children: <p>Call 311 or visit City Hall.</p>,
      },
    },
    {
      name: 'Long title',
      props: {
        as: 'article',
        headingLevel: 4,
        title:
          'Annual Public Hearing on the Capital Improvement Plan and Neighborhood Infrastructure Priorities',
        children: <p>Residents may comment in person or in writing.</p>,
      },
    },
  ],
});
