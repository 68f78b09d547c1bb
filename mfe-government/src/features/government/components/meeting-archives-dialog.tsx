import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { useState } from 'react';
import type { ArchiveFilter } from '../data/meetings';
import { MeetingArchivesContent, meetingArchivesTitle } from './meeting-archives-content';

export function MeetingArchivesDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  // Kept while the dialog is closed: it opens again on the type last chosen.
  const [filter, setFilter] = useState<ArchiveFilter>('All');
  return (
    <Dialog title={meetingArchivesTitle()} open={open} onClose={onClose} size="large" className="gov-dialog">
      <MeetingArchivesContent filter={filter} onFilter={setFilter} />
    </Dialog>
  );
}
