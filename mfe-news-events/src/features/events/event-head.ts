import { translatedInto, type PageHeadExtras } from '@springfield/shared';
import { localizedEvent } from './utils/event-queries';

/**
 * Open Graph data of an event (its picture), in the page's language, and the languages it is written in. It
 * loads with the event's pages (routes.tsx), not with the area's routes: it reads every event's record.
 */
export function eventHead({ id }: Readonly<Record<string, string | undefined>>): PageHeadExtras | undefined {
  const event = id ? localizedEvent(id) : undefined;
  return event
    ? {
        type: 'website',
        description: event.description,
        image: event.image,
        imageAlt: event.imageAlt,
        languages: translatedInto((locale) => localizedEvent(String(event.id), locale)),
      }
    : undefined;
}
