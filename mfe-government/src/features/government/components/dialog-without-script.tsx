import { inRecordLanguage, sharedWord } from '@springfield/shared';
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { WithoutScript } from '../../../components/without-script';
import { areaIntl, useAreaIntl } from '../../../i18n/area-intl';
import { legislationIn } from '../data/legislation';
import { upcomingMeetingsIn } from '../data/meetings';
import { officialsIn } from '../data/officials';
import { governmentMessages } from '../messages';
import { legislationSlug, meetingSlug, officialSlug, type GovernmentViewDialog } from '../utils/addresses';
import { BOARDS_TITLE, BoardsContent } from './boards-content';
import { BUDGET_TITLE, BudgetContent } from './budget-content';
import { ETHICS_TITLE, EthicsContent } from './ethics-content';
import { LegislationTextContent, legislationTextTitle } from './legislation-text-content';
import { MeetingAgendaContent, meetingAgendaTitle } from './meeting-agenda-content';
import { MeetingArchivesContent } from './meeting-archives-content';
import { OfficialProfileContent, officialProfileTitle } from './official-profile-content';
import { PUBLIC_COMMENT_TITLE, PublicCommentContent } from './public-comment-content';
import { PUBLIC_RECORDS_TITLE, PublicRecordsContent } from './public-records-content';
import { VOLUNTEER_TITLE, VolunteerContent } from './volunteer-content';

/** Each view's dialog: its title and its content. */
const viewDialogs: Record<GovernmentViewDialog, { title: MessageDescriptor; Content: ComponentType }> = {
  budget: { title: BUDGET_TITLE, Content: BudgetContent },
  meetings: { title: governmentMessages.archivesTitle, Content: MeetingArchivesContent },
  records: { title: PUBLIC_RECORDS_TITLE, Content: PublicRecordsContent },
  ethics: { title: ETHICS_TITLE, Content: EthicsContent },
  boards: { title: BOARDS_TITLE, Content: BoardsContent },
  'public-comment': { title: PUBLIC_COMMENT_TITLE, Content: PublicCommentContent },
  volunteer: { title: VOLUNTEER_TITLE, Content: VolunteerContent },
};

/** The dialog an address of the Government page opens: a view's, or one item's (by its slug). */
export interface DialogAddress {
  view?: GovernmentViewDialog;
  legislation?: string;
  agenda?: string;
  official?: string;
}

/** The title and content of the dialog an address opens; none at /government (or for an unknown slug). */
export function addressedDialog({
  view,
  legislation: legislationAt,
  agenda,
  official: officialAt,
}: DialogAddress): { title: string; heading?: ReactNode; content: ReactNode } | null {
  const intl = areaIntl.intl();
  if (view) {
    const { title, Content } = viewDialogs[view];
    return { title: intl.formatMessage(title), content: <Content /> };
  }
  const item = legislationIn().find((entry) => legislationSlug(entry) === legislationAt);
  if (item)
    return {
      title: legislationTextTitle(item),
      heading: inRecordLanguage(item, legislationTextTitle(item)),
      content: <LegislationTextContent item={item} />,
    };
  const meeting = upcomingMeetingsIn().find((entry) => meetingSlug(entry) === agenda);
  if (meeting)
    return {
      title: meetingAgendaTitle(meeting),
      heading: intl.formatMessage(governmentMessages.agendaDialogTitle, {
        title: inRecordLanguage(meeting, meeting.title),
      }),
      content: <MeetingAgendaContent meeting={meeting} />,
    };
  const official = officialsIn().find((entry) => officialSlug(entry) === officialAt);
  if (official) {
    return {
      title: officialProfileTitle(official),
      heading: intl.formatMessage(governmentMessages.profileTitle, {
        name: official.name,
        title: inRecordLanguage(official, official.title),
      }),
      content: <OfficialProfileContent official={official} />,
    };
  }
  return null;
}

const TITLE_ID = 'gov-addressed-title';

/**
 * At a dialog's address (/government/public-comment), for a browser that runs no script: the dialog's title
 * and content as a section at the top of the page, with what works without script (its links and mail links;
 * a toast's message instead of its button). It is a <noscript>: a browser with script shows nothing of it (it
 * opens the dialog once the page has come alive), and React leaves its content alone when it hydrates.
 */
export function DialogWithoutScript({
  title,
  heading,
  children,
}: {
  title: string;
  /** The title as the page shows it, a record's words marked with their language (else `title`). */
  heading?: ReactNode;
  children: ReactNode;
}) {
  const intl = useAreaIntl();
  return (
    <noscript>
      <section className="gov-noscript gov-dialog" aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID}>{heading ?? title}</h2>
        <WithoutScript>{children}</WithoutScript>
        <p className="gov-noscript__back">
          <Link to="/government">
            {sharedWord('backTo', undefined, intl.formatMessage(governmentMessages.pageTitle))}
          </Link>
        </p>
      </section>
    </noscript>
  );
}
