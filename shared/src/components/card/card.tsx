import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The card's element: an `article` for a self-contained item, `li` inside a list, `section` for a panel. */
  as?: 'article' | 'section' | 'li' | 'div' | 'aside';
  /** The card's heading; the card is labelled by it. */
  title?: ReactNode;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The heading's id, when something else on the page refers to it; generated otherwise. */
  titleId?: string;
  /**
   * Makes the title a link (a page of the site). With `clickable`, the whole card is the link's target
   * too: one link, so a screen reader hears it once, and the other text stays selectable.
   */
  titleTo?: To;
  clickable?: boolean;
  /** A picture above the content; `alt` empty when it only decorates. */
  image?: { src: string; alt: string; width?: number; height?: number };
  /** Badges or facts shown above the title. */
  meta?: ReactNode;
  /** Buttons or links at the foot of the card. */
  actions?: ReactNode;
  /** A quieter tinted card, for a callout beside the main content. */
  tone?: 'default' | 'accent';
  className?: string;
  /** The body. */
  children?: ReactNode;
}

/** A bordered box on the page's surface: optional image, meta, a heading, the body and actions. */
export function Card({
  as: Element = 'div',
  title,
  headingLevel = 3,
  titleId: givenTitleId,
  titleTo,
  clickable = false,
  image,
  meta,
  actions,
  tone = 'default',
  className,
  children,
  ...rest
}: CardProps) {
  const generatedId = `${useId()}-title`;
  const titleId = givenTitleId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  const classes = [
    'sf-card',
    tone === 'accent' ? 'sf-card--accent' : '',
    clickable && titleTo !== undefined ? 'sf-card--clickable' : '',
    image ? 'sf-card--with-image' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const labelled =
    title !== undefined && (Element === 'article' || Element === 'section' || Element === 'aside');
  return (
    <Element aria-labelledby={labelled ? titleId : undefined} {...rest} className={classes}>
      {image ? (
        <img
          className="sf-card__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      ) : null}
      <div className={actions ? 'sf-card__content sf-card__content--with-actions' : 'sf-card__content'}>
        {meta ? <div className="sf-card__meta">{meta}</div> : null}
        {title !== undefined ? (
          <Heading id={titleId} className="sf-card__title">
            {titleTo !== undefined ? (
              <Link className="sf-card__link" to={titleTo}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Heading>
        ) : null}
        {children}
        {actions ? <div className="sf-card__actions">{actions}</div> : null}
      </div>
    </Element>
  );
}
