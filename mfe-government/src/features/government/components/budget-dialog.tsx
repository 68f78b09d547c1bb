import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { useAreaIntl } from '../../../i18n/area-intl';
import { BUDGET_TITLE, BudgetContent } from './budget-content';

export function BudgetDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  const intl = useAreaIntl();
  return (
    <Dialog
      title={intl.formatMessage(BUDGET_TITLE)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <BudgetContent />
    </Dialog>
  );
}
