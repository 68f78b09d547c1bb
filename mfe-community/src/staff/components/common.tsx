import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { staffMessages } from '../messages';

/** A time the store gives (ISO), in the page's language and the city's time zone. */
export function StaffTime({ value }: { value: string }) {
  const intl = useIntl();
  const text = new Intl.DateTimeFormat(intl.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  }).format(new Date(value));
  return <time dateTime={value}>{text}</time>;
}

/** Text a resident typed or the city's content gives, in English: marked so on a page in another language. */
export function English({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return <span lang={intl.locale !== 'en' ? 'en' : undefined}>{children}</span>;
}

/** The pages of a list: where this one is, and links to the one before and after (the other filters kept). */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav className="cm-staff-pager" aria-label={intl.formatMessage(staffMessages.pages)}>
      {page > 1 ? <Link to={to(page - 1)}>{intl.formatMessage(staffMessages.previous)}</Link> : null}
      <span>{intl.formatMessage(staffMessages.pageOf, { page, pages })}</span>
      {page < pages ? <Link to={to(page + 1)}>{intl.formatMessage(staffMessages.next)}</Link> : null}
    </nav>
  );
}

/** A notice after a change (post/redirect/get: the address's `done` or `error`). */
export function Notice({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <p
      className={error ? 'cm-staff-notice cm-staff-notice-error' : 'cm-staff-notice'}
      role={error ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
