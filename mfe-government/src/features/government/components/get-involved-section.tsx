import { CommentOutlined, HeartOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, lazyDialog, Card } from '@springfield/shared';
import { useState } from 'react';
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

type InvolvementDialog = 'boards' | 'comment' | 'volunteer';

export function GetInvolvedSection() {
  const [open, setOpen] = useState<InvolvementDialog | null>(null);
  const close = () => setOpen(null);
  return (
    <Card
      as="section"
      className="gov-card gov-section"
      aria-labelledby="gov-involved-title"
      id="get-involved"
    >
      <SectionHeading id="gov-involved-title" title="Get Involved" />
      <p>Your voice shapes Springfield. Serve on a board, speak at a meeting or volunteer with the city.</p>
      <div className="gov-involved__actions">
        <Button
          block
          icon={<TeamOutlined aria-hidden />}
          onClick={() => setOpen('boards')}
          onPointerEnter={preloadBoards}
          onFocus={preloadBoards}
        >
          Boards & Commissions
        </Button>
        <Button
          block
          icon={<CommentOutlined aria-hidden />}
          onClick={() => setOpen('comment')}
          onPointerEnter={preloadPublicComment}
          onFocus={preloadPublicComment}
        >
          Submit Public Comment
        </Button>
        <Button
          block
          icon={<HeartOutlined aria-hidden />}
          onClick={() => setOpen('volunteer')}
          onPointerEnter={preloadVolunteer}
          onFocus={preloadVolunteer}
        >
          Volunteer Opportunities
        </Button>
      </div>
      <BoardsDialog open={open === 'boards'} onClose={close} />
      <PublicCommentDialog open={open === 'comment'} onClose={close} />
      <VolunteerDialog open={open === 'volunteer'} onClose={close} />
    </Card>
  );
}
