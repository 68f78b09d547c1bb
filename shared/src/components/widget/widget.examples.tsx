import { defineExamples } from '../../catalogue/examples';
import { Widget, type WidgetProps } from './widget';

// The catalogue shows each example under an h3 of its name, so the examples' own headings are h4.

export const widgetExamples = defineExamples<WidgetProps>({
  title: 'Widget',
  description:
    'A Home widget: a section with its heading, a "View All" link beside it (under it on a narrow screen) and its list or carousel; on a card, or plain over content that draws its own frame.',
  component: Widget,
  examples: [
    {
      name: 'On a card',
      props: {
        title: 'Latest News',
        headingLevel: 4,
        viewAll: { to: '/newsroom', label: 'View All News' },
        children: (
          <ul>
            <li>Downtown library branch opens Monday</li>
            <li>Spring street sweeping starts April 1</li>
          </ul>
        ),
      },
    },
    {
      name: 'Plain, over a framed carousel',
      props: {
        title: 'City Initiatives',
        headingLevel: 4,
        variant: 'plain',
        viewAll: { to: '/programs', label: 'View All Programs' },
        children: <p>The carousel draws its own frame here.</p>,
      },
    },
  ],
});
