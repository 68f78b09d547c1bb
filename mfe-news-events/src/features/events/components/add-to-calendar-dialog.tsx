import { DownloadOutlined, GoogleOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Button, ButtonLink } from '@springfield/shared';
import { Dialog } from '@springfield/shared/dialog';
import { englishEvent, type ShownEvent } from '../data/events';
import { eventMessages } from '../messages';
import { calendarTemplateUrl, eventCalendarEntry, saveCalendarFile } from '../utils/calendar';
import { eventDateAndTime } from '../utils/event-times';

export interface AddToCalendarDialogProps {
  open: boolean;
  /** The event to add; null when the dialog is closed. */
  event: ShownEvent | null;
  onClose: () => void;
}

/** Choose how to add one event: a downloaded .ics file or the calendar service's template link. */
export function AddToCalendarDialog({ open, event, onClose }: AddToCalendarDialogProps) {
  const intl = useIntl();
  const entry = event ? eventCalendarEntry(event) : null;
  return (
    <Dialog
      open={open}
      title={
        event
          ? intl.formatMessage(eventMessages.addTitle, { title: event.title })
          : intl.formatMessage(eventMessages.addToCalendar)
      }
      onClose={onClose}
      footer={null}
      keepMounted
    >
      {event && entry ? (
        <>
          <p className="ne-event-dialog__when">
            {eventDateAndTime(intl, event)}
            <br />
            {intl.formatMessage(eventMessages.place, { location: event.location, address: event.address })}
          </p>
          <div className="ne-event-calendar-options">
            <Button
              variant="primary"
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => {
                const fileTitle = englishEvent(event.id)?.title;
                void saveCalendarFile([entry], event.title, undefined, fileTitle).then((saved) => {
                  if (saved) onClose();
                });
              }}
            >
              {intl.formatMessage(eventMessages.downloadIcs)}
            </Button>
            <ButtonLink
              href={calendarTemplateUrl(entry)}
              external
              icon={<GoogleOutlined aria-hidden="true" />}
            >
              {intl.formatMessage(eventMessages.addToGoogle)}
            </ButtonLink>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
