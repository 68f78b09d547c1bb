import { Dialog } from '@springfield/shared/dialog';
import type { UpcomingMeeting, Shown } from '../../../types/content';
import { MeetingAgendaContent, meetingAgendaTitle } from './meeting-agenda-content';

export interface MeetingAgendaDialogProps {
  meeting: Shown<UpcomingMeeting>;
  open: boolean;
  onClose: () => void;
}

export function MeetingAgendaDialog({ meeting, open, onClose }: MeetingAgendaDialogProps) {
  return (
    <Dialog
      title={meetingAgendaTitle(meeting)}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
      <MeetingAgendaContent meeting={meeting} />
    </Dialog>
  );
}
