import { CommentOutlined, HeartOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { BoardsDialog } from './boards-dialog';
import { PublicCommentDialog } from './public-comment-dialog';
import { SectionHeading } from './section-heading';
import { VolunteerDialog } from './volunteer-dialog';

type InvolvementDialog = 'boards' | 'comment' | 'volunteer';

export function GetInvolvedSection() {
  const [open, setOpen] = useState<InvolvementDialog | null>(null);
  const close = () => setOpen(null);
  return (
    <section className="gov-section gov-card" aria-labelledby="gov-involved-title" id="get-involved">
      <SectionHeading id="gov-involved-title" title="Get Involved" />
      <p>Your voice shapes Springfield. Serve on a board, speak at a meeting or volunteer with the city.</p>
      <div className="gov-involved__actions">
        <Button block icon={<TeamOutlined aria-hidden />} onClick={() => setOpen('boards')}>
          Boards & Commissions
        </Button>
        <Button block icon={<CommentOutlined aria-hidden />} onClick={() => setOpen('comment')}>
          Submit Public Comment
        </Button>
        <Button block icon={<HeartOutlined aria-hidden />} onClick={() => setOpen('volunteer')}>
          Volunteer Opportunities
        </Button>
      </div>
      <BoardsDialog open={open === 'boards'} onClose={close} />
      <PublicCommentDialog open={open === 'comment'} onClose={close} />
      <VolunteerDialog open={open === 'volunteer'} onClose={close} />
    </section>
  );
}
