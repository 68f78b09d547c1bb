import { ButtonLink, type ButtonLinkProps } from '@springfield/shared';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** The history state of an address a dialog's link of the page went to. */
export interface OpenedHere {
  governmentDialog: 'opened-here';
  /** Where the page was scrolled when the link was followed: it stays there, behind the dialog. */
  scrollY: number;
}

/** The state of an address reached by a dialog's link of the page (closing its dialog goes back), if it was. */
export function openedHere(state: unknown): OpenedHere | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { governmentDialog, scrollY } = state as Partial<OpenedHere>;
  return governmentDialog === 'opened-here' && typeof scrollY === 'number'
    ? { governmentDialog, scrollY }
    : undefined;
}

/** A click the page handles itself: the main button, no key held (else the browser opens a tab, …). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export type DialogLinkProps = Pick<ButtonLinkProps, 'variant' | 'size' | 'block' | 'icon' | 'className'> & {
  /** The dialog's address (/government/budget). */
  to: `/${string}`;
  /** Opens the dialog. */
  onOpen: () => void;
  /** Starts loading the dialog's code, when the pointer or focus reaches the link. */
  onPreload?: () => void;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * What opens a dialog that has an address: a link to it, drawn as a button. Before the page has come alive,
 * or without script, the browser follows it: the address's page shows the dialog (without script, its
 * content). Once alive, a click opens the dialog at once and the address follows (a history entry, so Back
 * closes it), the page staying where it is.
 */
export function DialogLink({ to, onOpen, onPreload, children, ...look }: DialogLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen();
    const state: OpenedHere = { governmentDialog: 'opened-here', scrollY: window.scrollY };
    void navigate(to, { state, preventScrollReset: true });
  };
  return (
    <ButtonLink {...look} to={to} onClick={follow} onPointerEnter={onPreload} onFocus={onPreload}>
      {children}
    </ButtonLink>
  );
}
