import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { useAreaIntl } from '../../../i18n/area-intl';
import { ETHICS_TITLE, EthicsContent } from './ethics-content';

export function EthicsDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  const intl = useAreaIntl();
  return (
    <Dialog
      title={intl.formatMessage(ETHICS_TITLE)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <EthicsContent />
    </Dialog>
  );
}
