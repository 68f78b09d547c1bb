import { useLocation, useParams } from 'react-router-dom';
import { EventRegisterPage, isOverList } from '../registration';
import { EventsPage } from './events-page';

/**
 * The element of /events and of /events/:id/register: the list, the list with an event's register dialog
 * (the dialog's address, pushed by the list), or the register page. One component for both routes, so that
 * opening and closing the dialog keep the list as it was (its filter, the focus on the Register link).
 */
export function EventsRoute({ register = false }: { register?: boolean }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  if (!register) return <EventsPage />;
  if (isOverList(state)) return <EventsPage registerId={id} />;
  return <EventRegisterPage id={id} />;
}
