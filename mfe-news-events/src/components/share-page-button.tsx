import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, notify, sharePage, useHydrated } from '@springfield/shared';
import { shareToastIn } from './share-toast';

export interface SharePageButtonProps {
  /** What is shared: the toast says "The article's address is on your clipboard…". */
  what: 'article' | 'event';
  title: string;
  text?: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * shared's ShareButton with its toasts in the page's language: the system's share sheet where the browser has
 * one, else the address copied. Only script can share: it is not in the server's HTML.
 */
export function SharePageButton({ what, title, text, icon, children }: SharePageButtonProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const share = async () => {
    const url = window.location.href;
    const outcome = await sharePage({ title, text: text ?? title, url }, navigator);
    const toast = shareToastIn(intl, outcome, url, what);
    if (toast) notify(toast);
  };
  return (
    <Button icon={icon} onClick={() => void share()}>
      {children}
    </Button>
  );
}
