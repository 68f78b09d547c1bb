import { langOf } from '@springfield/shared';
import { Dialog } from '@springfield/shared/dialog';
import type { LegislationItem, Shown } from '../../../types/content';
import { LegislationTextContent, legislationTextTitle } from './legislation-text-content';

export interface LegislationTextDialogProps {
  item: Shown<LegislationItem>;
  open: boolean;
  onClose: () => void;
}

export function LegislationTextDialog({ item, open, onClose }: LegislationTextDialogProps) {
  return (
    <Dialog
      title={legislationTextTitle(item)}
      titleLang={langOf(item).lang}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <LegislationTextContent item={item} />
    </Dialog>
  );
}
