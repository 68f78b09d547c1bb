import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'info' | 'neutral';

export interface StatusBadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small label whose colours keep 4.5:1 contrast; the text, not the colour, carries the meaning. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return <span className={`gov-badge gov-badge--${tone}`}>{children}</span>;
}
