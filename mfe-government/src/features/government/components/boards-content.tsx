import { Badge } from '@springfield/shared';
import { boardsAndCommissions, vacancyLabel } from '../data/involvement';
import { applicationProcessMessage } from '../data/messages';
import { NoticeButton } from './notice-button';

export const BOARDS_TITLE = 'Boards & Commissions';

/** The Boards & Commissions dialog's content (also the page's, at /government/boards without script). */
export function BoardsContent() {
  return (
    <>
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
      <NoticeButton message={applicationProcessMessage}>Learn How to Apply</NoticeButton>
    </>
  );
}
