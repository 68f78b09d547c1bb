import type { Locale, NotifyInput } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { governmentMessages } from '../messages';
import { clerkEmail } from './involvement';

/** The info toast of Submit New Request, in the page's language. */
export function recordsRequestNotice(locale?: Locale): NotifyInput {
  const intl = areaIntl.intl(locale);
  return {
    title: intl.formatMessage(governmentMessages.requestToastTitle),
    description: intl.formatMessage(governmentMessages.requestToastText),
  };
}

/** The info toast of Learn How to Apply, in the page's language. */
export function applicationProcessNotice(locale?: Locale): NotifyInput {
  const intl = areaIntl.intl(locale);
  return {
    title: intl.formatMessage(governmentMessages.applyToastTitle),
    description: intl.formatMessage(governmentMessages.applyToastText, { email: clerkEmail }),
  };
}

/** The info toast of Submit New Request (English). */
export const recordsRequestMessage: NotifyInput = recordsRequestNotice('en');

/** The info toast of Learn How to Apply (English). */
export const applicationProcessMessage: NotifyInput = applicationProcessNotice('en');
