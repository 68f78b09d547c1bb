import { PageNotFound } from '@springfield/shared';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { legislation } from '../data/legislation';
import { upcomingMeetings } from '../data/meetings';
import { governmentViews, legislationSlug, meetingSlug } from '../utils/addresses';
import { GovernmentPage } from './government-page';

export type GovernmentRouteKind = 'page' | 'view' | 'legislation' | 'agenda';

/**
 * The Government page at its addresses: /government, a records view (/government/budget, /meetings,
 * /records, /ethics, /legislation) and one item (/government/legislation/{slug}, /government/agendas/{slug}),
 * each opening its dialog over the page. Closing a dialog opened by its address goes back to /government.
 */
export function GovernmentRoute({ kind }: { kind: GovernmentRouteKind }) {
  const { view = '', slug = '' } = useParams();
  const navigate = useNavigate();
  const backToPage = useCallback(() => navigate('/government'), [navigate]);

  if (kind === 'view') {
    const dialog = Object.hasOwn(governmentViews, view) ? governmentViews[view] : undefined;
    if (!dialog) return <PageNotFound />;
    return <GovernmentPage routeDialog={dialog} onRouteClose={backToPage} />;
  }
  if (kind === 'legislation') {
    if (!legislation.some((item) => legislationSlug(item) === slug)) return <PageNotFound />;
    return <GovernmentPage routeLegislation={slug} onRouteClose={backToPage} />;
  }
  if (kind === 'agenda') {
    if (!upcomingMeetings.some((meeting) => meetingSlug(meeting) === slug)) return <PageNotFound />;
    return <GovernmentPage routeAgenda={slug} onRouteClose={backToPage} />;
  }
  return <GovernmentPage />;
}
