import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { PUBLIC_RECORDS_TITLE, PublicRecordsContent } from './public-records-content';

export function PublicRecordsDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title={PUBLIC_RECORDS_TITLE} open={open} onClose={onClose} size="large" className="gov-dialog">
      <PublicRecordsContent />
    </Dialog>
  );
}
