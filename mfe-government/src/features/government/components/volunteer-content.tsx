import { MailOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import { ButtonLink, langOf, inRecordLanguage } from '@springfield/shared';
import type { ReactNode } from 'react';
import { volunteerInterestMail, volunteerOpportunitiesIn } from '../data/involvement';
import { governmentMessages } from '../messages';
import { UntranslatedNote, recordText } from './section-heading';

/** The dialog's title (a message: the page's language). */
export const VOLUNTEER_TITLE = governmentMessages.volunteerTitle;

const m = governmentMessages;

/** The Volunteer Opportunities dialog's content (also the page's, at /government/volunteer without script). */
export function VolunteerContent() {
  const intl = useAreaIntl();
  const opportunities = volunteerOpportunitiesIn();
  return (
    <>
      <p>{intl.formatMessage(m.volunteerText)}</p>
      <UntranslatedNote records={opportunities} />
      <ul className="gov-rows">
        {opportunities.map((opportunity) => (
          <li key={opportunity.order} className="gov-row">
            <div>
              <h3 className="gov-card__title" {...langOf(opportunity)}>
                {opportunity.title}
              </h3>
              <p {...langOf(opportunity)}>{opportunity.description}</p>
              <p className="gov-muted">
                {intl.formatMessage(m.timeCommitment, {
                  time: recordText(opportunity, opportunity.timeCommitment),
                })}
              </p>
            </div>
            {/* The mail's subject names the role as the page does, in the page's language. */}
            <ButtonLink href={volunteerInterestMail(opportunity)}>
              <MailOutlined aria-hidden />{' '}
              {intl.formatMessage(m.contactAbout, {
                title: inRecordLanguage(opportunity, opportunity.title),
                hidden: (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>,
              })}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}
