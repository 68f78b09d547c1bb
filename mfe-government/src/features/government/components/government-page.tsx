import { PageHeader } from '@springfield/shared';
import { useEffect, useState } from 'react';
import type { TransparencyDialogId } from '../data/transparency';
import { ContactSection } from './contact-section';
import { GetInvolvedSection } from './get-involved-section';
import { LegislationSection } from './legislation-section';
import { OfficialsSection } from './officials-section';
import { RecentMeetingsSection } from './recent-meetings-section';
import { TransparencyDialogs } from './transparency-dialogs';
import { TransparencySection } from './transparency-section';
import { UpcomingMeetingsSection } from './upcoming-meetings-section';
import '../government.css';

export interface GovernmentPageProps {
  /** The Access Records dialog its address opens (/government/budget, …). */
  routeDialog?: TransparencyDialogId;
  /** The legislation item whose text its address opens (/government/legislation/{slug}). */
  routeLegislation?: string;
  /** The upcoming meeting whose agenda its address opens (/government/agendas/{slug}). */
  routeAgenda?: string;
  /** Closing a dialog opened by the address (goes back to /government). */
  onRouteClose?: () => void;
}

/** /government: officials, meetings, legislation, open data and ways to take part. */
export function GovernmentPage({
  routeDialog,
  routeLegislation,
  routeAgenda,
  onRouteClose,
}: GovernmentPageProps) {
  // One Access Records dialog at a time; other sections open them too (View Archive, legislation records).
  const [openDialog, setOpenDialog] = useState<TransparencyDialogId | null>(routeDialog ?? null);
  useEffect(() => {
    if (routeDialog) setOpenDialog(routeDialog);
  }, [routeDialog]);
  const closeDialog = () => {
    setOpenDialog(null);
    if (routeDialog) onRouteClose?.();
  };
  return (
    <>
      <PageHeader
        title="Government"
        description="Meet your elected officials, follow meetings and legislation, and explore open government records."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Government' }]}
      />
      <div className="sf-container gov-page">
        <OfficialsSection />
        <div className="gov-page__pair">
          <UpcomingMeetingsSection openSlug={routeAgenda} onRouteClose={onRouteClose} />
          <RecentMeetingsSection onViewArchive={() => setOpenDialog('meetings')} />
        </div>
        <LegislationSection
          onViewAll={() => setOpenDialog('records')}
          openSlug={routeLegislation}
          onRouteClose={onRouteClose}
        />
        <TransparencySection onOpen={setOpenDialog} />
        <div className="gov-page__pair">
          <ContactSection />
          <GetInvolvedSection />
        </div>
      </div>
      <TransparencyDialogs open={openDialog} onClose={closeDialog} />
    </>
  );
}
