import type { ComponentPropsWithRef, ReactNode } from 'react';
import './button.css';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** "primary" for the one main action of a section; "default" (outlined) for the others. */
  variant?: 'primary' | 'default';
  /** "small" for a compact row of several (a meeting's documents). */
  size?: 'small' | 'middle' | 'large';
  /** Takes the full width of its container. */
  block?: boolean;
  /** A decorative icon before the label; give it aria-hidden. */
  icon?: ReactNode;
  /** Shows a spinner, marks the button busy and stops further presses. */
  loading?: boolean;
  type?: 'button' | 'submit' | 'reset';
}

/**
 * The site's button: a native <button> styled like the antd buttons of the dialogs, so a page can render
 * without loading antd. antd is loaded only when a dialog opens (see ThemeProvider).
 */
export function Button({
  variant = 'default',
  size = 'middle',
  block = false,
  icon,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'sf-btn',
    `sf-btn--${variant}`,
    size === 'middle' ? '' : `sf-btn--${size}`,
    block ? 'sf-btn--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="sf-btn__spinner" aria-hidden="true" /> : icon}
      {children === undefined ? null : <span>{children}</span>}
    </button>
  );
}
