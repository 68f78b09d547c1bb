import { PageHeader, formatLongDate, ButtonLink, Card, notify, useStructuredData } from '@springfield/shared';
import { VOTER_REGISTRATION_APPLICATION_FILE } from '../../../documents/document-paths';
import { documentSummary } from '../../../utils/document-link';
import {
  electionDates,
  electionYear,
  pollingLocations,
  registrationMethods,
  STATE_REGISTRATION_LOOKUP_URL,
  STATE_REGISTRATION_URL,
  VOTER_REGISTRATION_APPLICATION_FORM_HREF,
  voterEligibility,
  voterRegistrationPage,
} from '../data/voter-registration';
import { voterRegistrationStructuredData } from '../utils/faq-structured-data';
import { ActionCard } from './action-card';
import { FormDownloadLink } from './form-download-link';
import './faq.css';

/**
 * /faq/voter-registration. The state, not the city, holds registrations: Register Online and Check Status open
 * the state's site in a new tab; Download Forms downloads the printable mail-in form.
 */
export function VoterRegistrationPage() {
  useStructuredData(voterRegistrationStructuredData(voterRegistrationPage, registrationMethods));
  return (
    <>
      <PageHeader
        title={voterRegistrationPage.title}
        description={voterRegistrationPage.description}
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'FAQ' }, { label: voterRegistrationPage.title }]}
      />
      <div className="sf-container cm-faq">
        <ul className="cm-faq-actions">
          <ActionCard
            title="Register Online"
            text="Register or update your registration on the state's website."
          >
            <ButtonLink variant="primary" href={STATE_REGISTRATION_URL} external>
              Register Online <span aria-hidden="true">↗</span>
            </ButtonLink>
          </ActionCard>
          <ActionCard
            title="Check Status"
            text="Make sure your registration and address are up to date on the Illinois State Board of Elections' website."
          >
            <ButtonLink
              href={STATE_REGISTRATION_LOOKUP_URL}
              external
              onClick={() =>
                notify({
                  title: 'Checking registration status...',
                  description:
                    "The Illinois State Board of Elections' registration lookup opens in a new tab.",
                })
              }
            >
              Check Status <span aria-hidden="true">↗</span>
            </ButtonLink>
          </ActionCard>
          <ActionCard
            title="Download Forms"
            text={`Print a mail-in registration form (${documentSummary(VOTER_REGISTRATION_APPLICATION_FILE)}).`}
          >
            <FormDownloadLink href={VOTER_REGISTRATION_APPLICATION_FORM_HREF} message="Downloading forms...">
              Download Forms
            </FormDownloadLink>
          </ActionCard>
        </ul>

        <div className="cm-faq-notice" role="note" aria-labelledby="voter-deadline-title">
          <h2 id="voter-deadline-title">Registration Deadline</h2>
          <p>
            You must register at least 15 days before an election. Same-day registration is not available.
          </p>
        </div>

        <div className="cm-faq-columns">
          <Card as="section" className="cm-faq-card" aria-labelledby="voter-eligibility-title">
            <h2 id="voter-eligibility-title">Who Can Register</h2>
            <p>To register to vote in Springfield you must:</p>
            <ul className="cm-faq-list">
              {voterEligibility.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </Card>
          <Card as="section" className="cm-faq-card" aria-labelledby="voter-dates-title">
            <h2 id="voter-dates-title">Key Election Dates {electionYear}</h2>
            <ul className="cm-faq-dates">
              {electionDates.map((date) => (
                <li key={date.event}>
                  <h3>{date.event}</h3>
                  <p className="cm-faq-dates__date">{formatLongDate(date.date)}</p>
                  <p>{date.description}</p>
                </li>
              ))}
            </ul>
          </Card>
        </div>

        <section aria-labelledby="voter-methods-title">
          <h2 id="voter-methods-title">Ways to Register</h2>
          <ul className="cm-faq-grid cm-faq-grid--three">
            {registrationMethods.map((method) => (
              <Card as="li" key={method.method} className="cm-faq-card">
                <h3>{method.method}</h3>
                <p>{method.description}</p>
                <dl className="cm-faq-facts cm-faq-facts--stacked">
                  <div>
                    <dt>Requirements</dt>
                    <dd>{method.requirements}</dd>
                  </div>
                  <div>
                    <dt>Processing</dt>
                    <dd>{method.processing}</dd>
                  </div>
                  <div>
                    <dt>Deadline</dt>
                    <dd>{method.deadline}</dd>
                  </div>
                </dl>
              </Card>
            ))}
          </ul>
        </section>

        <section aria-labelledby="polling-title">
          <h2 id="polling-title">Polling Locations</h2>
          <ul className="cm-faq-grid">
            {pollingLocations.map((location) => (
              <Card as="li" key={location.name} className="cm-faq-card">
                <h3>{location.name}</h3>
                <p>{location.address}</p>
                <p>
                  <strong>Precincts:</strong> {location.precincts.join(', ')}
                </p>
                <p className="cm-faq-accessible">
                  <span aria-hidden="true">♿ </span>
                  {location.accessibility}
                </p>
              </Card>
            ))}
          </ul>
        </section>

        <Card as="section" className="cm-faq-card cm-faq-help" aria-labelledby="voter-help-title">
          <h2 id="voter-help-title">Voter Resources</h2>
          <p>
            Questions about registering or voting? Contact the City Clerk or learn more about your government.
          </p>
          <div className="cm-faq-help__actions">
            <ButtonLink variant="primary" to="/feedback">
              Contact Us
            </ButtonLink>
            <ButtonLink to="/government">Your Government</ButtonLink>
          </div>
        </Card>
      </div>
    </>
  );
}
