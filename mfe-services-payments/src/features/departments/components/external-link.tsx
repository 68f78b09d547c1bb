import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link that opens a new tab and says so to screen readers. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sf-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
