import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { sharedWord } from '../../i18n/words';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The title's language when it is not the page's (a record shown in English on a Chinese page). */
  titleLang?: string;
  /** Called on Escape, the close icon, a click outside, and the default Close button. */
  onClose: () => void;
  children: ReactNode;
  /**
   * The actions under the body, right-aligned (shared Buttons, the main one last). A single Close button by
   * default; `null` for none (a form in the body carries its own).
   */
  footer?: ReactNode | null;
  /** "medium" (520 px) for a short form or choice; "large" (760 px) for reading. On a phone both fill the width. */
  size?: 'medium' | 'large';
  /** While an action runs: nothing closes the dialog (not Escape, not the overlay, not the icon). */
  busy?: boolean;
  /** After the closing animation, e.g. to forget what the dialog showed. */
  afterClose?: () => void;
  /** Keep the body mounted while closed (what a visitor typed survives closing). Unmounted by default. */
  keepMounted?: boolean;
  /** A class of the area's own on a box around the body, for its content's styles. */
  className?: string;
}

/** Above the site's sticky header (1000), below its toaster (2000): a toast raised in a dialog shows over it. */
export const DIALOG_Z_INDEX = 1100;

const widths = { medium: 520, large: 760 } as const;

/**
 * The site's dialog, on antd's Modal: it moves focus in, traps it, closes with Escape and gives focus back
 * to what opened it. It imports antd, so open it through `lazyDialog` (antd loads with the first dialog, not
 * with the page); import it from `@springfield/shared/dialog` inside the lazily loaded module.
 */
export function Dialog({
  open,
  title,
  titleLang,
  onClose,
  children,
  footer,
  size = 'medium',
  busy = false,
  afterClose,
  keepMounted = false,
  className,
}: DialogProps) {
  const actions =
    footer === undefined ? (
      <Button onClick={onClose} disabled={busy}>
        {sharedWord('close')}
      </Button>
    ) : (
      footer
    );
  return (
    <Modal
      open={open}
      title={titleLang ? <span lang={titleLang}>{title}</span> : title}
      onCancel={busy ? undefined : onClose}
      // The close icon's name in the page's language (antd's own is English).
      closable={busy ? false : { 'aria-label': sharedWord('close') }}
      keyboard={!busy}
      mask={{ closable: !busy }}
      width={widths[size]}
      zIndex={DIALOG_Z_INDEX}
      destroyOnHidden={!keepMounted}
      afterClose={afterClose}
      className="sf-dialog"
      footer={actions === null ? null : <div className="sf-dialog__actions">{actions}</div>}
    >
      {className ? <div className={className}>{children}</div> : children}
    </Modal>
  );
}
