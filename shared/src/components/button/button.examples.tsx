import { defineExamples } from '../../catalogue/examples';
import { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './button';

const icon = (
  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
    <path d="M8 1l2 5h5l-4 3 2 6-5-4-5 4 2-6-4-3h5z" />
  </svg>
);

export const buttonExamples = defineExamples<ButtonProps>({
  title: 'Button',
  description:
    'A native button for an action: primary for the one main action of a section, secondary for the others, link for an action that reads as a link, danger for one that destroys something.',
  component: Button,
  examples: [
    { name: 'Primary', props: { variant: 'primary', children: 'Pay now' } },
    { name: 'Secondary', props: { children: 'Cancel' } },
    { name: 'Link', props: { variant: 'link', children: 'Download agenda' } },
    { name: 'Danger', props: { variant: 'danger', children: 'Remove' } },
    { name: 'Small', props: { size: 'small', children: 'Minutes' } },
    { name: 'Large', props: { variant: 'primary', size: 'large', children: 'Register for this event' } },
    { name: 'With an icon', props: { icon, children: 'Share' } },
    { name: 'Disabled', props: { variant: 'primary', disabled: true, children: 'Pay now' } },
    { name: 'Loading', props: { variant: 'primary', loading: true, children: 'Processing' } },
    { name: 'Full width', props: { variant: 'primary', block: true, children: 'Submit request' } },
    {
      name: 'Long text',
      props: { children: 'Request a copy of the council meeting minutes for the last twelve months' },
    },
  ],
});

export const buttonLinkExamples = defineExamples<ButtonLinkProps>({
  title: 'ButtonLink',
  description:
    'A link drawn as a button, for navigation that is the main way on: a page of the site with `to`, a mailto:, tel: or file address with `href`.',
  component: ButtonLink,
  examples: [
    { name: 'Primary, to a page', props: { variant: 'primary', to: '/volunteer', children: 'Volunteer' } },
    { name: 'Secondary, to a page', props: { to: '/feedback', children: 'Share feedback' } },
    { name: 'Link look', props: { variant: 'link', to: '/events', children: 'See all events' } },
    { name: 'Phone number', props: { href: 'tel:+15550100', icon, children: 'Call 555-0100' } },
    {
      name: 'Another site, in a new tab',
      props: {
        variant: 'primary',
        href: 'https://vote.example.gov',
        external: true,
        children: 'Register Online',
      },
    },
  ],
});
