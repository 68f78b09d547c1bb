import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useNavigate } from 'react-router-dom';
import { frameMessages } from '../messages';
import { currentValue, useValueTypedBeforeHydration } from '@springfield/shared';

export interface SiteSearchProps {
  /** Distinguishes the desktop and mobile copies for assistive technology. */
  variant: 'desktop' | 'mobile';
  onSearch?: () => void;
}

/**
 * The header search box: a plain GET form to /search?q=… (it works before the scripts run), opened in the
 * page when they do. The spec leaves the destination open (README, "Deviations").
 */
export function SiteSearch({ variant, onSearch }: SiteSearchProps) {
  const intl = useIntl();
  // The search page in the page's language (/es/search): where the form goes without script too.
  const searchPage = useHref('/search');
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useValueTypedBeforeHydration<HTMLInputElement, string>(text, currentValue, setText);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    onSearch?.();
  };

  return (
    <form
      role="search"
      aria-label={intl.formatMessage(
        variant === 'mobile' ? frameMessages.searchLabelMenu : frameMessages.searchLabel,
      )}
      className={`sh-search sh-search--${variant}`}
      action={searchPage}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="sf-visually-hidden">
        {intl.formatMessage(frameMessages.searchField)}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        className="sh-search__input"
        placeholder={intl.formatMessage(frameMessages.searchPlaceholder)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
        autoComplete="off"
      />
      <button type="submit" className="sh-search__button">
        {intl.formatMessage(frameMessages.searchButton)}
      </button>
    </form>
  );
}
