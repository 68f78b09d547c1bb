import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { BUDGET_TITLE, BudgetContent } from './budget-content';

export function BudgetDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title={BUDGET_TITLE} open={open} onClose={onClose} size="large" className="gov-dialog">
      <BudgetContent />
    </Dialog>
  );
}
