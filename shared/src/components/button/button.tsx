import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { ExternalLink } from '../external-link/external-link';
import './button.css';

/**
 * "primary" for the one main action of a section; "secondary" (outlined) for the others; "link" for an
 * action that reads as a link (a document's "Download"); "danger" for an action that destroys something.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';
/** "small" for a compact row of several (a meeting's documents); "large" for the one action of a page. */
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
  /** A decorative icon before the label; give it aria-hidden. */
  icon?: ReactNode;
}

/** The class names of a button's look; shared by `Button` and `ButtonLink` so both look the same. */
export function buttonClassName({
  variant = 'secondary',
  size = 'medium',
  block = false,
  className,
}: ButtonLook & { className?: string }): string {
  return [
    'sf-btn',
    `sf-btn--${variant}`,
    size === 'medium' ? '' : `sf-btn--${size}`,
    block ? 'sf-btn--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Shows a spinner, marks the button busy and stops further presses. */
  loading?: boolean;
  type?: 'button' | 'submit' | 'reset';
}

/**
 * The site's button: a native <button>, 44 px high, so a page renders without antd (antd is loaded only
 * when a dialog opens; its theme draws the dialogs' buttons the same way).
 */
export function Button({
  variant,
  size,
  block,
  icon,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="sf-btn__spinner" aria-hidden="true" /> : icon}
      {children === undefined ? null : <span>{children}</span>}
    </button>
  );
}

type ButtonLinkTarget =
  | ({ to: LinkProps['to']; href?: never } & Omit<LinkProps, 'to' | 'className'>)
  | ({
      href: string;
      to?: never;
      /** Opens in a new tab, as an `ExternalLink` (and says so to screen readers). */
      external?: boolean;
    } & Omit<ComponentPropsWithRef<'a'>, 'href' | 'className'>);

export type ButtonLinkProps = ButtonLook & { className?: string } & ButtonLinkTarget;

/**
 * A link drawn as a button: a react-router `Link` with `to` (a page of the site), a plain `<a>` with `href`
 * (a `mailto:`, `tel:` or `#fragment` address, a file; `external` for another site, opened in a new tab).
 * It navigates; use `Button` for an action.
 */
export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, block, className });
  const content = (
    <>
      {icon}
      <span>{children}</span>
    </>
  );
  if (rest.to !== undefined) {
    return (
      <Link {...(rest as LinkProps)} className={classes}>
        {content}
      </Link>
    );
  }
  const { external, href, ...anchor } = rest as {
    external?: boolean;
    href: string;
  } & ComponentPropsWithRef<'a'>;
  if (external) {
    return (
      <ExternalLink {...anchor} href={href} className={classes}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <a {...anchor} href={href} className={classes}>
      {content}
    </a>
  );
}
