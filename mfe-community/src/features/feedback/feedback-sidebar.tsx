import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { officeHoursIn, telHref, Card } from '@springfield/shared';
import { feedbackContact, feedbackGuidelinesIn } from './content';
import { feedbackMessages as m } from './messages';

export function FeedbackSidebar() {
  const intl = useIntl();
  return (
    <div className="cm-feedback-sidebar">
      <Card as="section" className="cm-feedback-card" aria-labelledby="feedback-guidelines-title">
        <h2 id="feedback-guidelines-title">{intl.formatMessage(m.guidelinesTitle)}</h2>
        <ul className="cm-feedback-list">
          {feedbackGuidelinesIn(intl).map((guideline) => (
            <li key={guideline.title}>
              <strong>{guideline.title}</strong>
              <span>{guideline.text}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" className="cm-feedback-card" aria-labelledby="feedback-contact-title">
        <h2 id="feedback-contact-title">{intl.formatMessage(m.contactTitle)}</h2>
        <ul className="cm-feedback-list">
          <li>
            <strong>{intl.formatMessage(m.phone)}</strong>
            <a href={telHref(feedbackContact.phone)}>{feedbackContact.phone}</a>
            <span>{intl.formatMessage(m.phoneHours, { hours: officeHoursIn(intl.locale, 'spaced') })}</span>
          </li>
          <li>
            <strong>{intl.formatMessage(m.email)}</strong>
            <a href={`mailto:${feedbackContact.email}`}>{feedbackContact.email}</a>
          </li>
          <li>
            <strong>{intl.formatMessage(m.inPerson)}</strong>
            <span>{feedbackContact.inPerson}</span>
          </li>
        </ul>
      </Card>
      <Card
        as="section"
        className="cm-feedback-card cm-feedback-card--emergency"
        aria-labelledby="feedback-emergency-title"
      >
        <h2 id="feedback-emergency-title">{intl.formatMessage(m.emergencyTitle)}</h2>
        <p>
          {intl.formatMessage(m.emergencyText, {
            link: (chunks: ReactNode[]) => <a href="tel:911">{chunks}</a>,
          })}
        </p>
        <p>
          {intl.formatMessage(m.urgentText, {
            phone: feedbackContact.urgentServicesPhone,
            link: (chunks: ReactNode[]) => (
              <a href={telHref(feedbackContact.urgentServicesPhone)}>{chunks}</a>
            ),
          })}
        </p>
      </Card>
    </div>
  );
}
