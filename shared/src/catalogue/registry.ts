import type { ComponentExamples } from './examples';
import { buttonExamples, buttonLinkExamples } from '../components/button/button.examples';
import { badgeExamples } from '../components/badge/badge.examples';
import { cardExamples } from '../components/card/card.examples';
import { pageHeaderExamples } from '../components/page-header/page-header.examples';
import { externalLinkExamples } from '../components/external-link/external-link.examples';

/**
 * Every shared component's examples, in the order the catalogue shows them. A new shared component adds its
 * `<name>.examples.tsx` here in the same change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is checked by defineExamples
export const catalogue: ComponentExamples<any>[] = [
  buttonExamples,
  buttonLinkExamples,
  badgeExamples,
  cardExamples,
  externalLinkExamples,
  pageHeaderExamples,
];
