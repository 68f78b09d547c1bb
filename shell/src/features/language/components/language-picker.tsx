import {
  currentLocale,
  isLocale,
  LANGUAGE_NAMES,
  LOCALES,
  localizedPath,
  VIEW_IN_LANGUAGE,
  type Locale,
} from '@springfield/shared';
import { useEffect, useState, type MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

const messages = defineMessages({
  label: { id: 'language.picker.label', defaultMessage: 'Language' },
});

/** Where the browser keeps the language the visitor chose with the picker (only when they choose one). */
export const CHOSEN_LANGUAGE_KEY = 'sf-language';

function chosenLanguage(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(CHOSEN_LANGUAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined; // storage refused (private mode, settings): nothing is remembered
  }
}

/**
 * Points a picker's link at the page in the address bar as it is clicked: right after a link inside the site,
 * the address is the new page's a moment before the new page is drawn (the router renders it in a transition),
 * and the link still named the page before (seen in a journey: /es/events, then 繁體中文 opened /zh-hant/events/1).
 */
function followAddressBar(event: MouseEvent<HTMLAnchorElement>, locale: Locale): void {
  const { pathname, search } = window.location;
  event.currentTarget.setAttribute('href', localizedPath(locale, `${pathname}${search}`));
}

function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, locale);
  } catch {
    // Not remembered; the link works all the same.
  }
}

/**
 * The language picker: this page in each of the site's languages, each named in its own language and script.
 * Plain links to the page's address in that language (the router's basename changes with it), so the picker
 * works without script and each language's page can be shared and indexed. The site never moves a visitor to
 * another language by itself (not by the browser's Accept-Language either): a visitor who chose one with the
 * picker and lands on a page in another (a shared link) is offered, in their language, this page in it.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const current = currentLocale();
  // Read after the first render (the server knows nothing of it), so hydration matches.
  const [chosen, setChosen] = useState<Locale | undefined>();
  useEffect(() => setChosen(chosenLanguage()), []);
  const here = `${pathname}${search}`;
  const suggested = chosen && chosen !== current ? chosen : undefined;
  return (
    <nav className="sh-languages" aria-label={intl.formatMessage(messages.label)}>
      <div className="sf-container sh-languages__bar">
        {suggested ? (
          <a
            className="sh-languages__suggestion"
            href={localizedPath(suggested, here)}
            hrefLang={suggested}
            lang={suggested}
            onClick={(event) => followAddressBar(event, suggested)}
          >
            {VIEW_IN_LANGUAGE[suggested]}
          </a>
        ) : null}
        <ul className="sh-languages__list">
          {LOCALES.map((locale) => (
            <li key={locale}>
              <a
                href={localizedPath(locale, here)}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={(event) => {
                  rememberLanguage(locale);
                  followAddressBar(event, locale);
                }}
              >
                {LANGUAGE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
