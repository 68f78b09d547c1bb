import { MailOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import { ButtonLink, city } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { minutesPerSpeaker, publicCommentMail } from '../data/involvement';
import { governmentMessages } from '../messages';

/** The dialog's title (a message: the page's language). */
export const PUBLIC_COMMENT_TITLE = governmentMessages.commentTitle;

const m = governmentMessages;

/** The Submit Public Comment dialog's content (also the page's, at /government/public-comment without script). */
export function PublicCommentContent() {
  const intl = useAreaIntl();
  return (
    <>
      <p>{intl.formatMessage(m.commentText)}</p>
      <h3>{intl.formatMessage(m.waysToComment)}</h3>
      <ul className="gov-rows">
        <li className="gov-row gov-row--stacked">
          <p className="gov-row__title">{intl.formatMessage(m.speakTitle)}</p>
          <p>{intl.formatMessage(m.speakText, { minutes: minutesPerSpeaker })}</p>
          <Link to="/events">{intl.formatMessage(m.meetingSchedule)}</Link>
        </li>
        <li className="gov-row gov-row--stacked">
          <p className="gov-row__title">{intl.formatMessage(m.emailTitle)}</p>
          <p>{intl.formatMessage(m.emailText)}</p>
          <ButtonLink variant="primary" href={publicCommentMail()}>
            <MailOutlined aria-hidden /> {intl.formatMessage(m.emailCouncil)}
          </ButtonLink>
        </li>
        <li className="gov-row gov-row--stacked">
          <p className="gov-row__title">{intl.formatMessage(m.letterTitle)}</p>
          <address className="gov-address">
            {intl.formatMessage(m.clerkOffice, { building: intl.formatMessage(m.cityHall) })}
            <br />
            {city.address.street}, {city.address.locality}
          </address>
        </li>
      </ul>
    </>
  );
}
