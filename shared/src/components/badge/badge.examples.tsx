import { defineExamples } from '../../catalogue/examples';
import { Badge, type BadgeProps } from './badge';

export const badgeExamples = defineExamples<BadgeProps>({
  title: 'Badge',
  description:
    'A short status or category label with a named tone; the same tone looks the same in every area, and the words carry the meaning.',
  component: Badge,
  examples: [
    { name: 'Info', props: { tone: 'info', children: 'Accepting Applications' } },
    { name: 'Success', props: { tone: 'success', children: 'Passed' } },
    { name: 'Warning', props: { tone: 'warning', children: 'Under Review' } },
    { name: 'Danger', props: { tone: 'danger', children: 'Overdue' } },
    { name: 'Neutral', props: { tone: 'neutral', children: 'Completed' } },
    { name: 'Accent', props: { tone: 'accent', children: 'Events' } },
    { name: 'Featured', props: { tone: 'featured', children: 'Featured Story' } },
    {
      name: 'Live, with an icon',
      props: {
        tone: 'live',
        icon: (
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
            <circle cx="6" cy="6" r="5" />
          </svg>
        ),
        children: 'Live Stream',
      },
    },
    { name: 'Long text', props: { tone: 'info', children: 'Neighborhood Beautification and Tree Planting' } },
  ],
});
