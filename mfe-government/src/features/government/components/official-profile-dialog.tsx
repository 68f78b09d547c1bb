import { Dialog } from '@springfield/shared/dialog';
import type { Official, Shown } from '../../../types/content';
import { OfficialProfileContent, officialProfileTitle } from './official-profile-content';

export interface OfficialProfileDialogProps {
  official: Shown<Official>;
  open: boolean;
  onClose: () => void;
}

export function OfficialProfileDialog({ official, open, onClose }: OfficialProfileDialogProps) {
  return (
    <Dialog
      title={officialProfileTitle(official)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <OfficialProfileContent official={official} />
    </Dialog>
  );
}
