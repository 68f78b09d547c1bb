import type { ReactNode } from 'react';
import './badge.css';

/**
 * The named tones of a badge. The five status tones mean the same in every area: info (blue), success
 * (green), warning (amber), danger (red), neutral (grey); accent (purple) is a further category colour.
 * Two strong tones are solid fills for the categories that must stand out: featured (the site's blue) and
 * live (red, a live stream). Every pair keeps text at 4.5:1 or more; the text, not the colour, carries the
 * meaning.
 */
export type BadgeTone =
  'info' | 'success' | 'warning' | 'danger' | 'neutral' | 'accent' | 'featured' | 'live';

export interface BadgeProps {
  tone?: BadgeTone;
  /** A decorative icon before the label; give it aria-hidden. */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A small pill-shaped label: a status, a category, a count. */
export function Badge({ tone = 'neutral', icon, children, className }: BadgeProps) {
  return (
    <span className={['sf-badge', `sf-badge--${tone}`, className ?? ''].filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}
