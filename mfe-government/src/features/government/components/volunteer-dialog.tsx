import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { useAreaIntl } from '../../../i18n/area-intl';
import { VOLUNTEER_TITLE, VolunteerContent } from './volunteer-content';

export function VolunteerDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  const intl = useAreaIntl();
  return (
    <Dialog
      title={intl.formatMessage(VOLUNTEER_TITLE)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <VolunteerContent />
    </Dialog>
  );
}
