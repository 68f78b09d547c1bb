import { PageNotFound, useStructuredData, type StructuredData } from '@springfield/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { getLegislation } from '../data/legislation';
import { getUpcomingMeeting } from '../data/meetings';
import { getOfficialBySlug } from '../data/officials';
import { governmentViews, type GovernmentView } from '../utils/addresses';
import {
  legislationStructuredData,
  meetingStructuredData,
  officialStructuredData,
} from '../utils/government-structured-data';
import { usePlaceKept } from '../hooks/use-place-kept';
import { openedHere } from './dialog-link';
import { GovernmentPage } from './government-page';

export type GovernmentRouteKind = 'page' | 'view' | 'legislation' | 'agenda' | 'official';

const isView = (view: string): view is GovernmentView => Object.hasOwn(governmentViews, view);

/** The structured data of the item an address opens (none for the page, a view or an unknown slug). */
function itemStructuredData(kind: GovernmentRouteKind, slug: string): StructuredData | undefined {
  if (kind === 'legislation') {
    const item = getLegislation(slug);
    return item && legislationStructuredData(item);
  }
  if (kind === 'agenda') {
    const meeting = getUpcomingMeeting(slug);
    return meeting && meetingStructuredData(meeting);
  }
  if (kind === 'official') {
    const official = getOfficialBySlug(slug);
    return official && officialStructuredData(official);
  }
  return undefined;
}

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
  useStructuredData(itemStructuredData(kind, slug));
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
    if (!getLegislation(slug)) return <PageNotFound />;
    return <GovernmentPage routeLegislation={slug} onRouteClose={backToPage} />;
  }
  if (kind === 'agenda') {
    if (!getUpcomingMeeting(slug)) return <PageNotFound />;
    return <GovernmentPage routeAgenda={slug} onRouteClose={backToPage} />;
  }
  if (kind === 'official') {
    if (!getOfficialBySlug(slug)) return <PageNotFound />;
    return <GovernmentPage routeOfficial={slug} onRouteClose={backToPage} />;
  }
  return <GovernmentPage />;
}
