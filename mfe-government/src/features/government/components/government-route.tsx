import { PageNotFound } from '@springfield/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { legislation } from '../data/legislation';
import { upcomingMeetings } from '../data/meetings';
import { officials } from '../data/officials';
import {
  governmentViews,
  legislationSlug,
  meetingSlug,
  officialSlug,
  type GovernmentView,
} from '../utils/addresses';
import { usePlaceKept } from '../hooks/use-place-kept';
import { openedHere } from './dialog-link';
import { GovernmentPage } from './government-page';

export type GovernmentRouteKind = 'page' | 'view' | 'legislation' | 'agenda' | 'official';

const isView = (view: string): view is GovernmentView => Object.hasOwn(governmentViews, view);

/**
 * The Government page at its addresses: /government, a view (/government/budget, /meetings, /records, /ethics,
 * /legislation, /boards, /public-comment, /volunteer) and one item (/government/legislation/{slug},
 * /government/agendas/{slug}, /government/officials/{slug}), each opening its dialog over the page. Closing a
 * dialog goes back to /government: back in history when a link of the page opened it (so Back does not open it
 * again), else forward to it.
 */
export function GovernmentRoute({ kind }: { kind: GovernmentRouteKind }) {
  const { view = '', slug = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  usePlaceKept();
  const cameFromPage = openedHere(state) !== undefined;
  const backToPage = useCallback(() => {
    if (cameFromPage) void navigate(-1);
    else void navigate('/government');
  }, [navigate, cameFromPage]);

  if (kind === 'view') {
    if (!isView(view)) return <PageNotFound />;
    return <GovernmentPage routeDialog={governmentViews[view]} onRouteClose={backToPage} />;
  }
  if (kind === 'legislation') {
    if (!legislation.some((item) => legislationSlug(item) === slug)) return <PageNotFound />;
    return <GovernmentPage routeLegislation={slug} onRouteClose={backToPage} />;
  }
  if (kind === 'agenda') {
    if (!upcomingMeetings.some((meeting) => meetingSlug(meeting) === slug)) return <PageNotFound />;
    return <GovernmentPage routeAgenda={slug} onRouteClose={backToPage} />;
  }
  if (kind === 'official') {
    if (!officials.some((official) => officialSlug(official) === slug)) return <PageNotFound />;
    return <GovernmentPage routeOfficial={slug} onRouteClose={backToPage} />;
  }
  return <GovernmentPage />;
}
