import { DownloadOutlined, GoogleOutlined } from '@ant-design/icons';
import { Button, ButtonLink, formatFullDate } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { Dialog } from '@springfield/shared/dialog';
import { calendarTemplateUrl, eventCalendarEntry, saveCalendarFile } from '../utils/calendar';

export interface AddToCalendarDialogProps {
  open: boolean;
  /** The event to add; null when the dialog is closed. */
  event: CityEvent | null;
  onClose: () => void;
}

/** Choose how to add one event: a downloaded .ics file or the calendar service's template link. */
export function AddToCalendarDialog({ open, event, onClose }: AddToCalendarDialogProps) {
  const entry = event ? eventCalendarEntry(event) : null;
  return (
    <Dialog
      open={open}
      title={event ? `Add ${event.title} to your calendar` : 'Add to Calendar'}
      onClose={onClose}
      footer={null}
      keepMounted
    >
      {event && entry ? (
        <>
          <p className="ne-event-dialog__when">
            {formatFullDate(event.date)}, {event.startTime} - {event.endTime}
            <br />
            {event.location}, {event.address}
          </p>
          <div className="ne-event-calendar-options">
            <Button
              variant="primary"
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => {
                void saveCalendarFile([entry], event.title).then((saved) => {
                  if (saved) onClose();
                });
              }}
            >
              Download .ics File (Apple, Outlook)
            </Button>
            <ButtonLink
              href={calendarTemplateUrl(entry)}
              external
              icon={<GoogleOutlined aria-hidden="true" />}
            >
              Add to Google Calendar
            </ButtonLink>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
