import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../components/button';
import { useHydrated } from '../hooks/use-hydrated';
import { notify } from '../notify/notify-store';
import { sharePage, shareToast } from './share-page';
import { sharedWord } from '../i18n/words';

export interface ShareButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What is shared ("article", "document"): the toast says "The article's address is on your clipboard…". */
  what: string;
  /** The share's title (the record's), and a line about it for the share sheet. */
  title: string;
  text?: string;
  children?: ReactNode;
}

/**
 * Shares the page it is on: the system's share sheet where the browser has one, else the address copied, with
 * a toast that says so (or shows the address when the clipboard is refused). Only script can share: it is not in
 * the server's HTML, so a browser without JavaScript shows no button that does nothing.
 */
export function ShareButton({ what, title, text, children, ...button }: ShareButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const share = async () => {
    const url = window.location.href;
    const outcome = await sharePage({ title, text: text ?? title, url }, navigator);
    const toast = shareToast(outcome, url, what);
    if (toast) notify(toast);
  };
  return (
    <Button {...button} onClick={() => void share()}>
      {children ?? sharedWord('share')}
    </Button>
  );
}
