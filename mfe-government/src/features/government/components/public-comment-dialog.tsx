import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { PUBLIC_COMMENT_TITLE, PublicCommentContent } from './public-comment-content';

export function PublicCommentDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title={PUBLIC_COMMENT_TITLE} open={open} onClose={onClose} size="large" className="gov-dialog">
      <PublicCommentContent />
    </Dialog>
  );
}
