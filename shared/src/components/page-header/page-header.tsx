import { sharedWord } from '../../i18n/words';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reportToServer, usePageTitle } from '../../hooks/use-page-title';
import './page-header.css';

export interface BreadcrumbItem {
  label: string;
  /** The label's language when it is not the page's (a record shown in English on a Spanish page). */
  lang?: string;
  /** Omitted on the last item: the current page. */
  to?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

export function Breadcrumb({ items }: BreadcrumbProps) {
  // Search engines read the same trail as structured data (a BreadcrumbList the server writes).
  reportToServer({ breadcrumb: items });
  return (
    <nav aria-label={sharedWord('breadcrumb')} className="sf-breadcrumb">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.to && !current ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined} lang={item.lang}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface PageHeaderProps {
  title: string;
  /** The title's language when it is not the page's (a record shown in English: `langOf(record).lang`). */
  titleLang?: string;
  description?: ReactNode;
  breadcrumb?: readonly BreadcrumbItem[];
  /** A link shown above the title, such as "Back to Departments". */
  back?: { to: string; label: string };
  /** The document title, when it should differ from the heading. */
  documentTitle?: string;
  /** Extra content under the description: badges, buttons. */
  children?: ReactNode;
}

/** Breadcrumb, optional back link, the page's one h1 and its lead text. Also sets the document title. */
export function PageHeader({
  title,
  titleLang,
  description,
  breadcrumb,
  back,
  documentTitle,
  children,
}: PageHeaderProps) {
  usePageTitle(documentTitle ?? title, typeof description === 'string' ? description : undefined);
  return (
    <div className="sf-page-header">
      <div className="sf-container">
        {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
        {back ? (
          <Link className="sf-back-link" to={back.to}>
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        ) : null}
        <h1 className="sf-page-header__title" lang={titleLang}>
          {title}
        </h1>
        {description ? <div className="sf-page-header__description">{description}</div> : null}
        {children}
      </div>
    </div>
  );
}

/** A section of the site that lists records (Departments, Events): where their pages lead back to. */
export interface RecordSection {
  /** The breadcrumb's middle item: "Departments". */
  label: string;
  to: string;
  /** The text of the links back to the section; "Back to {label}" when omitted. */
  backLabel?: string;
}

/** "Back to Departments", or the section's own text ("Back to Newsroom"). */
export function sectionBackLabel(section: RecordSection): string {
  return section.backLabel ?? sharedWord('backTo', undefined, section.label);
}

export interface RecordPageHeaderProps extends Omit<PageHeaderProps, 'breadcrumb' | 'back'> {
  /** The section the record belongs to: the breadcrumb's middle item, and where the back link goes. */
  section: RecordSection;
  /** The breadcrumb's last item, when it is not the title (an article shows its category). */
  current?: string;
  /** Whether to show the link back to the section above the title. */
  back?: boolean;
}

/** The header of one record's page (a document, an event, a department): Home > section > record, with its h1. */
export function RecordPageHeader({ section, current, back, title, ...header }: RecordPageHeaderProps) {
  return (
    <PageHeader
      {...header}
      title={title}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: section.label, to: section.to },
        // The current item is the title's words unless it names the record otherwise (its category).
        {
          label: current ?? title,
          ...(current === undefined && header.titleLang ? { lang: header.titleLang } : {}),
        },
      ]}
      back={back ? { to: section.to, label: sectionBackLabel(section) } : undefined}
    />
  );
}
