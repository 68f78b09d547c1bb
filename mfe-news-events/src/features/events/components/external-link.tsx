import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link that opens a new tab, and says so. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sf-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
