import { CommentOutlined, HeartOutlined, TeamOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import { lazyDialog, Card } from '@springfield/shared';
import { governmentMessages as m } from '../messages';
import type { InvolvementDialogId } from '../data/involvement';
import { viewPath, type GovernmentViewDialog } from '../utils/addresses';
import { DialogLink } from './dialog-link';
import { SectionHeading } from './section-heading';

const { Dialog: BoardsDialog, preload: preloadBoards } = lazyDialog(() =>
  import('./boards-dialog').then((m) => m.BoardsDialog),
);
const { Dialog: PublicCommentDialog, preload: preloadPublicComment } = lazyDialog(() =>
  import('./public-comment-dialog').then((m) => m.PublicCommentDialog),
);
const { Dialog: VolunteerDialog, preload: preloadVolunteer } = lazyDialog(() =>
  import('./volunteer-dialog').then((m) => m.VolunteerDialog),
);

export interface GetInvolvedSectionProps {
  /** The page's open dialog: one of these three, another (Access Records') or none. */
  open: GovernmentViewDialog | null;
  /** Opens one of the three; its address (/government/boards, /public-comment, /volunteer) follows. */
  onOpen: (id: InvolvementDialogId) => void;
  onClose: () => void;
}

export function GetInvolvedSection({ open, onOpen, onClose }: GetInvolvedSectionProps) {
  const intl = useAreaIntl();
  return (
    <Card
      as="section"
      className="gov-card gov-section"
      aria-labelledby="gov-involved-title"
      id="get-involved"
    >
      <SectionHeading id="gov-involved-title" title={intl.formatMessage(m.involvedTitle)} />
      <p>{intl.formatMessage(m.involvedText)}</p>
      <div className="gov-involved__actions">
        <DialogLink
          block
          to={viewPath('boards')}
          icon={<TeamOutlined aria-hidden />}
          onOpen={() => onOpen('boards')}
          onPreload={preloadBoards}
        >
          {intl.formatMessage(m.boardsTitle)}
        </DialogLink>
        <DialogLink
          block
          to={viewPath('public-comment')}
          icon={<CommentOutlined aria-hidden />}
          onOpen={() => onOpen('public-comment')}
          onPreload={preloadPublicComment}
        >
          {intl.formatMessage(m.commentTitle)}
        </DialogLink>
        <DialogLink
          block
          to={viewPath('volunteer')}
          icon={<HeartOutlined aria-hidden />}
          onOpen={() => onOpen('volunteer')}
          onPreload={preloadVolunteer}
        >
          {intl.formatMessage(m.volunteerTitle)}
        </DialogLink>
      </div>
      <BoardsDialog open={open === 'boards'} onClose={onClose} />
      <PublicCommentDialog open={open === 'public-comment'} onClose={onClose} />
      <VolunteerDialog open={open === 'volunteer'} onClose={onClose} />
    </Card>
  );
}
