import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { BOARDS_TITLE, BoardsContent } from './boards-content';

export function BoardsDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title={BOARDS_TITLE} open={open} onClose={onClose} size="large" className="gov-dialog">
      <BoardsContent />
    </Dialog>
  );
}
