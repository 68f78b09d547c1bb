import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { useAreaIntl } from '../../../i18n/area-intl';
import { PUBLIC_COMMENT_TITLE, PublicCommentContent } from './public-comment-content';

export function PublicCommentDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  const intl = useAreaIntl();
  return (
    <Dialog
      title={intl.formatMessage(PUBLIC_COMMENT_TITLE)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <PublicCommentContent />
    </Dialog>
  );
}
