import { Badge, langOf } from '@springfield/shared';
import { useAreaIntl } from '../../../i18n/area-intl';
import { boardsIn, vacancyLabel } from '../data/involvement';
import { applicationProcessNotice } from '../data/messages';
import { governmentMessages } from '../messages';
import { NoticeButton } from './notice-button';
import { UntranslatedNote, recordText } from './section-heading';

/** The dialog's title (a message: the page's language). */
export const BOARDS_TITLE = governmentMessages.boardsTitle;

const m = governmentMessages;

/** The Boards & Commissions dialog's content (also the page's, at /government/boards without script). */
export function BoardsContent() {
  const intl = useAreaIntl();
  const boards = boardsIn();
  return (
    <>
      <p>{intl.formatMessage(m.boardsText)}</p>
      <UntranslatedNote records={boards} />
      <ul className="gov-rows">
        {boards.map((board) => (
          <li key={board.order} className="gov-row gov-row--stacked">
            <div className="gov-meeting__head">
              <h3 className="gov-card__title" {...langOf(board)}>
                {board.name}
              </h3>
              <Badge tone={board.vacancies > 0 ? 'success' : 'neutral'}>
                {vacancyLabel(board.vacancies)}
              </Badge>
            </div>
            <p {...langOf(board)}>{board.description}</p>
            <p className="gov-muted">
              {intl.formatMessage(m.meets, { when: recordText(board, board.meetings) })}
            </p>
            <p className="gov-muted">
              {intl.formatMessage(m.requirements, {
                requirements: recordText(board, board.requirements),
              })}
            </p>
          </li>
        ))}
      </ul>
      <NoticeButton message={applicationProcessNotice()}>{intl.formatMessage(m.learnToApply)}</NoticeButton>
    </>
  );
}
