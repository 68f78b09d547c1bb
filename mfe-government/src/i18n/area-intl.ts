import { useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { createAreaIntl } from '@springfield/shared';

/**
 * This area's messages: English in the code (`defineMessages`), Spanish and Traditional Chinese in the
 * catalogues beside this file, each loaded only on a page in its language (the shell awaits `loadMessages`,
 * exported by ./routes, before the area's first render in it).
 */
export const areaIntl = createAreaIntl({
  es: () => import(/* webpackChunkName: "i18n-es" */ './es.json'),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-zh-hant" */ './zh-Hant.json'),
});

/**
 * The area's formatter for a component: the Provider's (the routes are wrapped in it), else the page's
 * language's own (a component rendered on its own, as a unit test does).
 */
export function useAreaIntl(): IntlShape {
  return useContext(IntlContext) ?? areaIntl.intl();
}
