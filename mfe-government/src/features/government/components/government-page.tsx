import { PageHeader, sharedWord } from '@springfield/shared';
import { useAreaIntl } from '../../../i18n/area-intl';
import { governmentMessages as m } from '../messages';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import type { GovernmentViewDialog } from '../utils/addresses';
import { ContactSection } from './contact-section';
import { addressedDialog, DialogWithoutScript } from './dialog-without-script';
import { GetInvolvedSection } from './get-involved-section';
import { LegislationSection } from './legislation-section';
import { OfficialsSection } from './officials-section';
import { RecentMeetingsSection } from './recent-meetings-section';
import { TransparencyDialogs } from './transparency-dialogs';
import { TransparencySection } from './transparency-section';
import { UpcomingMeetingsSection } from './upcoming-meetings-section';
import '../government.css';

export interface GovernmentPageProps {
  /** The dialog of the view its address opens (/government/budget, /government/public-comment, …). */
  routeDialog?: GovernmentViewDialog;
  /** The legislation item whose text its address opens (/government/legislation/{slug}). */
  routeLegislation?: string;
  /** The upcoming meeting whose agenda its address opens (/government/agendas/{slug}). */
  routeAgenda?: string;
  /** The official whose full profile its address opens (/government/officials/{slug}). */
  routeOfficial?: string;
  /** Closing a dialog opened by the address (goes back to /government). */
  onRouteClose?: () => void;
}

/** /government: officials, meetings, legislation, open data and ways to take part. */
export function GovernmentPage({
  routeDialog,
  routeLegislation,
  routeAgenda,
  routeOfficial,
  onRouteClose,
}: GovernmentPageProps) {
  // One view's dialog at a time: Access Records (also View Archive, View All Legislation) and Get Involved.
  const views = useRoutedDialog<GovernmentViewDialog>(routeDialog ?? null, onRouteClose);
  const intl = useAreaIntl();
  const title = intl.formatMessage(m.pageTitle);
  const addressed = addressedDialog({
    view: routeDialog,
    legislation: routeLegislation,
    agenda: routeAgenda,
    official: routeOfficial,
  });
  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage(m.pageDescription)}
        breadcrumb={[{ label: sharedWord('home'), to: '/' }, { label: title }]}
      />
      <div className="sf-container gov-page">
        {addressed ? (
          <DialogWithoutScript title={addressed.title} heading={addressed.heading}>
            {addressed.content}
          </DialogWithoutScript>
        ) : null}
        <OfficialsSection openSlug={routeOfficial} onRouteClose={onRouteClose} />
        <div className="gov-page__pair">
          <UpcomingMeetingsSection openSlug={routeAgenda} onRouteClose={onRouteClose} />
          <RecentMeetingsSection onViewArchive={() => views.show('meetings')} />
        </div>
        <LegislationSection
          onViewAll={() => views.show('records')}
          openSlug={routeLegislation}
          onRouteClose={onRouteClose}
        />
        <TransparencySection onOpen={views.show} />
        <div className="gov-page__pair">
          <ContactSection />
          <GetInvolvedSection open={views.open} onOpen={views.show} onClose={views.close} />
        </div>
      </div>
      <TransparencyDialogs open={views.open} onClose={views.close} />
    </>
  );
}
