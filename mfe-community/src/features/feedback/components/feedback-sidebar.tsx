import { telHref, Card } from '@springfield/shared';
import { feedbackContact, feedbackGuidelines } from '../data/feedback-content';

export function FeedbackSidebar() {
  return (
    <div className="cm-feedback-sidebar">
      <Card as="section" className="cm-feedback-card" aria-labelledby="feedback-guidelines-title">
        <h2 id="feedback-guidelines-title">Feedback Guidelines</h2>
        <ul className="cm-feedback-list">
          {feedbackGuidelines.map((guideline) => (
            <li key={guideline.title}>
              <strong>{guideline.title}</strong>
              <span>{guideline.text}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" className="cm-feedback-card" aria-labelledby="feedback-contact-title">
        <h2 id="feedback-contact-title">Other Ways to Contact Us</h2>
        <ul className="cm-feedback-list">
          <li>
            <strong>Phone</strong>
            <a href={telHref(feedbackContact.phone)}>{feedbackContact.phone}</a>
            <span>{feedbackContact.phoneHours}</span>
          </li>
          <li>
            <strong>Email</strong>
            <a href={`mailto:${feedbackContact.email}`}>{feedbackContact.email}</a>
          </li>
          <li>
            <strong>In Person</strong>
            <span>{feedbackContact.inPerson}</span>
          </li>
        </ul>
      </Card>
      <Card
        as="section"
        className="cm-feedback-card cm-feedback-card--emergency"
        aria-labelledby="feedback-emergency-title"
      >
        <h2 id="feedback-emergency-title">Emergency?</h2>
        <p>
          For emergencies, call <a href="tel:911">911</a>. This form is not monitored around the clock.
        </p>
        <p>
          For urgent city service issues, call{' '}
          <a href={telHref(feedbackContact.urgentServicesPhone)}>{feedbackContact.urgentServicesPhone}</a>.
        </p>
      </Card>
    </div>
  );
}
