import { useIntl } from 'react-intl';

/** An event's start as its record gives it (its day, and the time as its page writes it), in the page's language. */
export function EventStart({ date, startTime }: { date: string; startTime: string }) {
  const intl = useIntl();
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return <>{`${date} ${startTime}`}</>;
  const text = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  return (
    <>
      <time dateTime={date}>{text}</time>, {startTime}
    </>
  );
}
