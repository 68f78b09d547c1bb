import { lazyDialog } from '@springfield/shared';
import type { TransparencyDialogId } from '../data/transparency';
import type { GovernmentViewDialog } from '../utils/addresses';

// Each dialog, and antd with it, loads when a visitor first opens it or points at a button that opens it.
const { Dialog: BudgetDialog, preload: preloadBudget } = lazyDialog(() =>
  import('./budget-dialog').then((m) => m.BudgetDialog),
);
const { Dialog: MeetingArchivesDialog, preload: preloadMeetingArchives } = lazyDialog(() =>
  import('./meeting-archives-dialog').then((m) => m.MeetingArchivesDialog),
);
const { Dialog: PublicRecordsDialog, preload: preloadPublicRecords } = lazyDialog(() =>
  import('./public-records-dialog').then((m) => m.PublicRecordsDialog),
);
const { Dialog: EthicsDialog, preload: preloadEthics } = lazyDialog(() =>
  import('./ethics-dialog').then((m) => m.EthicsDialog),
);

const preloads: Record<TransparencyDialogId, () => void> = {
  budget: preloadBudget,
  meetings: preloadMeetingArchives,
  records: preloadPublicRecords,
  ethics: preloadEthics,
};

/** Starts loading an Access Records dialog when a visitor points at or focuses a button that opens it. */
export function preloadTransparencyDialog(id: TransparencyDialogId): void {
  preloads[id]();
}

export interface TransparencyDialogsProps {
  /** The page's open dialog: one of these four, another (Get Involved's) or none. */
  open: GovernmentViewDialog | null;
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
