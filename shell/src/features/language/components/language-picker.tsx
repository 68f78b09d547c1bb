import { currentLocale, LANGUAGE_NAMES, LOCALES, localizedPath } from '@springfield/shared';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

const messages = defineMessages({
  label: { id: 'language.picker.label', defaultMessage: 'Language' },
});

/**
 * The language picker: this page in each of the site's languages, each named in its own language and script.
 * Plain links to the page's address in that language (the router's basename changes with it), so the picker
 * works without script and each language's page can be shared and indexed.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const current = currentLocale();
  return (
    <nav className="sh-languages" aria-label={intl.formatMessage(messages.label)}>
      <ul className="sf-container sh-languages__list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, `${pathname}${search}`)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
