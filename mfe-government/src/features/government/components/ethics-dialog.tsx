import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { ETHICS_TITLE, EthicsContent } from './ethics-content';

export function EthicsDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title={ETHICS_TITLE} open={open} onClose={onClose} size="large" className="gov-dialog">
      <EthicsContent />
    </Dialog>
  );
}
