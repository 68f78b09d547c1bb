import { useEffect, useId, useRef, useState } from 'react';
import { CalendarOutlined, GoogleOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Button,
  ButtonLink,
  Card,
  currentLocale,
  formatFullDate,
  notify,
  sharePage,
  useHydrated,
  type PageShare,
} from '@springfield/shared';
import { shareToastIn } from '../../../components/share-toast';
import { areaIntl } from '../../../i18n/area-intl';
import { eventCalendarPathIn } from '../../feeds/feed-catalog';
import { englishEvent, type ShownEvent } from '../data/events';
import { eventMessages } from '../messages';
import { calendarTemplateUrl, eventCalendarEntry, icsFileName, saveCalendarFile } from '../utils/calendar';
import { eventTimeRange } from '../utils/event-times';
import { isPlainClick } from '../utils/plain-click';

export interface EventSideCardProps {
  event: ShownEvent;
}

export function AccessibilityCard({ event }: EventSideCardProps) {
  const intl = useIntl();
  return (
    <Card as="section" className="ne-event-side-card" aria-labelledby="event-accessibility-title">
      <h2 id="event-accessibility-title">{intl.formatMessage(eventMessages.accessibility)}</h2>
      <p>{event.accessibility}</p>
      {event.isVirtual ? <p>{intl.formatMessage(eventMessages.joinOnline)}</p> : null}
    </Card>
  );
}

/**
 * What Share Event hands the share sheet: the event's name, when and where, and the page's full address, in
 * the language of `intl` (the page's; pass the event in it).
 */
export function eventShare(event: ShownEvent, url: string, intl: IntlShape = areaIntl.intl()): PageShare {
  return {
    title: event.title,
    // Many share targets drop the title and keep the text: the text names the event too.
    text: intl.formatMessage(eventMessages.shareText, {
      title: event.title,
      date: formatFullDate(event.date),
      time: eventTimeRange(intl, event),
      location: event.location,
    }),
    url,
  };
}

/**
 * Add to Calendar: a link to the event's own published .ics file (/calendar/events/{id}.ics), which a browser
 * without script downloads. With script, a plain click makes the file on the visitor's side and toasts, as the
 * list's add-to-calendar dialog does. Beside it, the same calendar-service link as that dialog's.
 */
function CalendarChoices({ event }: EventSideCardProps) {
  const intl = useIntl();
  const entry = eventCalendarEntry(event);
  // The file's name is the English title's (an ASCII name), whatever the page's language.
  const fileTitle = englishEvent(event.id)?.title ?? event.title;
  return (
    <>
      <ButtonLink
        href={eventCalendarPathIn(event.id, currentLocale())}
        download={icsFileName(fileTitle)}
        type="text/calendar"
        icon={<CalendarOutlined aria-hidden="true" />}
        onClick={(click) => {
          if (!isPlainClick(click)) return;
          click.preventDefault();
          void saveCalendarFile([entry], event.title, undefined, fileTitle);
        }}
      >
        {intl.formatMessage(eventMessages.addToCalendar)}
      </ButtonLink>
      <ButtonLink href={calendarTemplateUrl(entry)} external icon={<GoogleOutlined aria-hidden="true" />}>
        {intl.formatMessage(eventMessages.addToGoogle)}
      </ButtonLink>
    </>
  );
}

/**
 * Share Event: the system's share sheet (Web Share API) where the browser has one, else the address copied
 * with a "Link Copied" toast. When neither works, the address shows in a field under the buttons, selected
 * for copying by hand (a toast's text cannot be selected). Only script can share, so the server's HTML has no
 * button: a browser without script would show one that does nothing.
 */
function ShareEventButton({ event }: EventSideCardProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // An object, so that a second failed share focuses the field again.
  const [addressToCopy, setAddressToCopy] = useState<{ url: string } | null>(null);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [addressToCopy]);

  if (!hydrated) return null;

  const share = async () => {
    // The address at the moment of the click: the page's own, whatever the router did since it rendered.
    const url = window.location.href;
    const outcome = await sharePage(eventShare(event, url, intl), navigator);
    const toast = shareToastIn(intl, outcome, url, 'event');
    if (toast) notify(toast);
    setAddressToCopy(outcome === 'unavailable' ? { url } : null);
  };

  return (
    <>
      <Button icon={<ShareAltOutlined aria-hidden="true" />} onClick={() => void share()}>
        {intl.formatMessage(eventMessages.shareEvent)}
      </Button>
      {addressToCopy ? (
        <div className="sf-field ne-event-share__address">
          <label className="sf-field__label" htmlFor={fieldId}>
            {intl.formatMessage(eventMessages.eventAddress)}
          </label>
          <input
            ref={field}
            id={fieldId}
            className="sf-input"
            type="url"
            readOnly
            value={addressToCopy.url}
            aria-describedby={`${fieldId}-hint`}
            onFocus={(focus) => focus.currentTarget.select()}
          />
          <p id={`${fieldId}-hint`} className="sf-field__hint">
            {intl.formatMessage(eventMessages.copyAddressHint)}
          </p>
        </div>
      ) : null}
    </>
  );
}

/** Add to Calendar (the event's .ics file or the calendar-service link) and Share Event. */
export function ShareCard({ event }: EventSideCardProps) {
  const intl = useIntl();
  return (
    <Card
      as="section"
      className="ne-event-side-card ne-event-side-card--share"
      aria-labelledby="event-share-title"
    >
      <h2 id="event-share-title">{intl.formatMessage(eventMessages.shareTitle)}</h2>
      <div className="ne-event-share">
        <CalendarChoices event={event} />
        <ShareEventButton event={event} />
      </div>
    </Card>
  );
}
