import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './widget.css';

export interface WidgetProps {
  title: string;
  /** The heading's id, which names the section; from the title when omitted ("latest-news-title"). */
  titleId?: string;
  /** 2 on Home; another level where the widget sits under other headings. */
  headingLevel?: 2 | 3 | 4;
  /** The link beside the heading to the whole list: "View All Events" to /events. */
  viewAll: { to: string; label: string };
  /**
   * `card` (default): the whole widget on a bordered card, the link followed by an arrow (Latest News,
   * Upcoming Events). `plain`: heading and link over content that draws its own frame (City Initiatives).
   */
  variant?: 'card' | 'plain';
  /** The area's own class on the section, for its spacing. */
  className?: string;
  children: ReactNode;
}

/** A Home widget: a section with its heading, a "View All" link beside it, and its list or carousel. */
export function Widget({
  title,
  titleId,
  headingLevel = 2,
  viewAll,
  variant = 'card',
  className,
  children,
}: WidgetProps) {
  // From the title's Latin letters ("latest-news-title"); a title without any (Chinese) gets one of React's.
  const generated = useId();
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const headingId =
    titleId ?? (slug ? `${slug}-title` : `sf-widget${generated.replace(/[^a-zA-Z0-9]/g, '')}-title`);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['sf-widget', `sf-widget--${variant}`, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className="sf-widget__head">
        <Heading id={headingId} className="sf-widget__title">
          {title}
        </Heading>
        <Link className="sf-widget__all" to={viewAll.to}>
          {viewAll.label}
          {variant === 'card' ? (
            <>
              {' '}
              <span aria-hidden="true">→</span>
            </>
          ) : null}
        </Link>
      </div>
      {children}
    </section>
  );
}
