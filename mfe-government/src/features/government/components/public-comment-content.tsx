import { MailOutlined } from '@ant-design/icons';
import { ButtonLink, city } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { minutesPerSpeaker, publicCommentMail } from '../data/involvement';

export const PUBLIC_COMMENT_TITLE = 'Submit Public Comment';

/** The Submit Public Comment dialog's content (also the page's, at /government/public-comment without script). */
export function PublicCommentContent() {
  return (
    <>
      <p>Share your views with the City Council. Every comment is shared with all 7 council members.</p>
      <h3>Ways to Comment</h3>
      <ul className="gov-rows">
        <li className="gov-row gov-row--stacked">
          <p className="gov-row__title">Speak at a Meeting</p>
          <p>
            Sign up at the meeting before it begins. Each speaker has {minutesPerSpeaker} minutes during the
            public comment period.
          </p>
          <Link to="/events">View the meeting schedule</Link>
        </li>
        <li className="gov-row gov-row--stacked">
          <p className="gov-row__title">Email the Council</p>
          <p>Written comments received before a meeting are included in the public record.</p>
          <ButtonLink variant="primary" href={publicCommentMail}>
            <MailOutlined aria-hidden /> Email Council
          </ButtonLink>
        </li>
        <li className="gov-row gov-row--stacked">
          <p className="gov-row__title">Send a Letter</p>
          <address className="gov-address">
            Office of the City Clerk, {city.address.building}
            <br />
            {city.address.street}, {city.address.locality}
          </address>
        </li>
      </ul>
    </>
  );
}
