import { PageHeader } from '@springfield/shared';
import { useState } from 'react';
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

/** /government: officials, meetings, legislation, open data and ways to take part. */
export function GovernmentPage() {
  // One Access Records dialog at a time; other sections open them too (View Archive, legislation records).
  const [openDialog, setOpenDialog] = useState<TransparencyDialogId | null>(null);
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
          <UpcomingMeetingsSection />
          <RecentMeetingsSection onViewArchive={() => setOpenDialog('meetings')} />
        </div>
        <LegislationSection onViewAll={() => setOpenDialog('records')} />
        <TransparencySection onOpen={setOpenDialog} />
        <div className="gov-page__pair">
          <ContactSection />
          <GetInvolvedSection />
        </div>
      </div>
      <TransparencyDialogs open={openDialog} onClose={() => setOpenDialog(null)} />
    </>
  );
}
