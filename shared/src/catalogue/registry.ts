import { carouselExamples } from '../components/carousel/carousel.examples';
import { dialogExamples } from '../components/dialog/dialog.examples';
import { checkboxExamples } from '../components/checkbox/checkbox.examples';
import { radioGroupExamples } from '../components/radio-group/radio-group.examples';
import { selectExamples } from '../components/select/select.examples';
import { textAreaExamples } from '../components/text-area/text-area.examples';
import { textFieldExamples } from '../components/text-field/text-field.examples';
import type { ComponentExamples } from './examples';
import { buttonExamples, buttonLinkExamples } from '../components/button/button.examples';
import { badgeExamples } from '../components/badge/badge.examples';
import { cardExamples } from '../components/card/card.examples';
import { widgetExamples } from '../components/widget/widget.examples';
import { pageHeaderExamples, recordPageHeaderExamples } from '../components/page-header/page-header.examples';
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
  textFieldExamples,
  textAreaExamples,
  selectExamples,
  checkboxExamples,
  radioGroupExamples,
  carouselExamples,
  dialogExamples,
  // Newer sections go last: one added above others moves them by a fraction of a pixel, and their text no
  // longer matches its accepted screenshot.
  recordPageHeaderExamples,
  widgetExamples,
];
