import { createAreaIntl } from '@springfield/shared';

/**
 * The staff pages' messages (issue 44): English in the code, Spanish and Traditional Chinese in src/staff/i18n,
 * catalogues of their own so that residents' pages never load the staff side's words.
 */
export const staffIntl = createAreaIntl({
  es: () => import(/* webpackChunkName: "staff-i18n-es" */ './i18n/es.json'),
  'zh-Hant': () => import(/* webpackChunkName: "staff-i18n-zh-hant" */ './i18n/zh-Hant.json'),
});
