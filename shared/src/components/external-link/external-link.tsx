import type { ComponentPropsWithRef } from 'react';
import { sharedWord } from '../../i18n/words';

export interface ExternalLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> {
  /** An address outside the site. */
  href: string;
}

/**
 * A link that opens in a new tab: `rel="noopener noreferrer"` (the new page cannot reach this one), and a
 * visually hidden "(opens in a new tab)" after the label, so screen reader users hear it before they go.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sf-visually-hidden">{sharedWord('opensInNewTab')}</span>
    </a>
  );
}
