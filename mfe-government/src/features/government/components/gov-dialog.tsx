import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

/** What a page section passes to a dialog it opens. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

export interface GovDialogProps {
  /** The dialog's accessible name. */
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}

/** Above the site's sticky header (1000), below its toaster (2000): download toasts show over a dialog. */
const DIALOG_Z_INDEX = 1100;

/**
 * Every dialog of the page: antd's Modal moves focus in, traps it, closes with Escape and gives focus back to
 * the button that opened it.
 */
export function GovDialog({ title, open, onClose, children, width = 760 }: GovDialogProps) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      width={width}
      zIndex={DIALOG_Z_INDEX}
      destroyOnHidden
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <div className="gov-dialog">{children}</div>
    </Modal>
  );
}
