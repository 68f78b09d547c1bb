import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { useAreaIntl } from '../../../i18n/area-intl';
import { BOARDS_TITLE, BoardsContent } from './boards-content';

export function BoardsDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  const intl = useAreaIntl();
  return (
    <Dialog
      title={intl.formatMessage(BOARDS_TITLE)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <BoardsContent />
    </Dialog>
  );
}
