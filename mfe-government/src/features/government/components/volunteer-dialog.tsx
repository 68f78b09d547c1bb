import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { VOLUNTEER_TITLE, VolunteerContent } from './volunteer-content';

export function VolunteerDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title={VOLUNTEER_TITLE} open={open} onClose={onClose} size="large" className="gov-dialog">
      <VolunteerContent />
    </Dialog>
  );
}
