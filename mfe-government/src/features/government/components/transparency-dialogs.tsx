import type { TransparencyDialogId } from '../data/transparency';
import { BudgetDialog } from './budget-dialog';
import { EthicsDialog } from './ethics-dialog';
import { MeetingArchivesDialog } from './meeting-archives-dialog';
import { PublicRecordsDialog } from './public-records-dialog';

export interface TransparencyDialogsProps {
  open: TransparencyDialogId | null;
  onClose: () => void;
}

/** The four Access Records dialogs; at most one is open. */
export function TransparencyDialogs({ open, onClose }: TransparencyDialogsProps) {
  return (
    <>
      <BudgetDialog open={open === 'budget'} onClose={onClose} />
      <MeetingArchivesDialog open={open === 'meetings'} onClose={onClose} />
      <PublicRecordsDialog open={open === 'records'} onClose={onClose} />
      <EthicsDialog open={open === 'ethics'} onClose={onClose} />
    </>
  );
}
