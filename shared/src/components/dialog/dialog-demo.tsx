import { useState } from 'react';
import { Button } from '../button';
import { lazyDialog } from '../lazy-dialog';
import type { DialogProps } from './dialog';

// Loaded with antd only when the catalogue's visitor opens it, as every page's dialogs are.
const { Dialog, preload } = lazyDialog(() => import('./dialog').then((module) => module.Dialog));

export interface DialogDemoProps extends Omit<DialogProps, 'open' | 'onClose' | 'footer'> {
  /** The footer's actions by name, the main one last; none gives the default Close button. */
  actions?: string[];
}

/** A catalogue example of the Dialog: the button that opens it, as a page would show it. */
export function DialogDemo({ actions, ...props }: DialogDemoProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
      >
        Open “{props.title}”
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        footer={
          actions
            ? actions.map((name, index) => (
                <Button
                  key={name}
                  variant={index === actions.length - 1 ? 'primary' : 'secondary'}
                  onClick={close}
                >
                  {name}
                </Button>
              ))
            : undefined
        }
      />
    </>
  );
}
