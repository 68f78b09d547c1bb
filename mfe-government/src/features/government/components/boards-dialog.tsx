import { Badge, Button, notify } from '@springfield/shared';
import { boardsAndCommissions, vacancyLabel } from '../data/involvement';
import { applicationProcessMessage } from '../data/messages';
import { Dialog, type DialogProps } from '@springfield/shared/dialog';

export function BoardsDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title="Boards & Commissions" open={open} onClose={onClose} size="large" className="gov-dialog">
      <p>Residents serve on city boards and commissions that advise the City Council.</p>
      <ul className="gov-rows">
        {boardsAndCommissions.map((board) => (
          <li key={board.name} className="gov-row gov-row--stacked">
            <div className="gov-meeting__head">
              <h3 className="gov-card__title">{board.name}</h3>
              <Badge tone={board.vacancies > 0 ? 'success' : 'neutral'}>
                {vacancyLabel(board.vacancies)}
              </Badge>
            </div>
            <p>{board.description}</p>
            <p className="gov-muted">Meets: {board.meetings}</p>
            <p className="gov-muted">Requirements: {board.requirements}</p>
          </li>
        ))}
      </ul>
      <Button variant="primary" onClick={() => notify(applicationProcessMessage)}>
        Learn How to Apply
      </Button>
    </Dialog>
  );
}
