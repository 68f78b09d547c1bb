import { staffRequest, usePageTitle } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useLocation } from 'react-router-dom';
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

/** Where a staff page's forms post or get (the page's own address), and whether the member may change things. */
export function useStaffForms(): { action: string; canChange: boolean; params: URLSearchParams } {
  const { pathname, search } = useLocation();
  const action = useHref(pathname);
  const context = staffRequest()?.context;
  // Agents and admins change a record; a viewer reads.
  const canChange = context !== undefined && context.role !== 'viewer';
  return { action, canChange, params: new URLSearchParams(search) };
}

/**
 * A list page of the staff side (the feedback, the volunteer applications): its title and intro, its filters as
 * a GET form (part of the address, they work without script), the table or the message for none, and the pager.
 */
export function StaffListPage({
  title,
  intro,
  filters,
  none,
  table,
  list,
}: {
  title: string;
  intro: string;
  filters: ReactNode;
  none: string;
  /** The table, or null when the list is empty. */
  table: ReactNode;
  list: { page: number; pages: number } | undefined;
}) {
  const intl = useIntl();
  usePageTitle(title);
  const { action } = useStaffForms();
  return (
    <div className="cm-staff">
      <h1>{title}</h1>
      <p>{intro}</p>
      <form method="get" action={action} className="cm-staff-filters">
        {filters}
        <button type="submit" className="cm-staff-button">
          {intl.formatMessage(staffMessages.show)}
        </button>
      </form>
      {table ?? <p>{none}</p>}
      {list ? <Pager page={list.page} pages={list.pages} /> : null}
    </div>
  );
}

/**
 * A record page of the staff side (one feedback, one application): the way back to its list, its title, and
 * the record, or, for an id the store does not know, the not-found view (HTTP 404).
 */
export function StaffRecordPage({
  title,
  back,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  /** The record's view; without it, the not-found view. */
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="cm-staff" data-http-status={children === undefined ? '404' : undefined}>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
