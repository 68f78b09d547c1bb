import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { useAreaIntl } from '../../../i18n/area-intl';
import { PUBLIC_RECORDS_TITLE, PublicRecordsContent } from './public-records-content';

export function PublicRecordsDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  const intl = useAreaIntl();
  return (
    <Dialog
      title={intl.formatMessage(PUBLIC_RECORDS_TITLE)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <PublicRecordsContent />
    </Dialog>
  );
}
