import { defineExamples } from '../../catalogue/examples';
import { ExternalLink, type ExternalLinkProps } from './external-link';

export const externalLinkExamples = defineExamples<ExternalLinkProps>({
  title: 'ExternalLink',
  description:
    'A link to another site that opens in a new tab, says so to screen readers, and gives the new page no access to this one.',
  component: ExternalLink,
  examples: [
    {
      name: 'Plain',
      props: { href: 'https://vote.example.gov', children: 'Register to vote on the state website' },
    },
    {
      name: 'With an icon',
      props: {
        href: 'https://maps.example.com',
        children: (
          <>
            Get directions <span aria-hidden="true">↗</span>
          </>
        ),
      },
    },
  ],
});
