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
