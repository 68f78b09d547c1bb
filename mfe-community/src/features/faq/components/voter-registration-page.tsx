import { useIntl } from 'react-intl';
import {
  PageHeader,
  formatItems,
  formatLongDate,
  ButtonLink,
  Card,
  langOf,
  notify,
  sharedWord,
  useStructuredData,
} from '@springfield/shared';
import { VOTER_REGISTRATION_APPLICATION_FILE } from '../../../documents/document-paths';
import { documentSummary } from '../../../utils/document-link';
import {
  electionDatesIn,
  electionYear,
  pollingLocationsIn,
  registrationMethodsIn,
  STATE_REGISTRATION_LOOKUP_URL,
  STATE_REGISTRATION_URL,
  VOTER_REGISTRATION_APPLICATION_FORM_HREF,
  voterEligibilityIn,
  voterRegistrationPageIn,
} from '../data/voter-registration';
import { faqMessages as m } from '../messages';
import { voterRegistrationStructuredData } from '../utils/faq-structured-data';
import { ActionCard } from './action-card';
import { FormDownloadLink } from './form-download-link';
import './faq.css';

/**
 * /faq/voter-registration. The state, not the city, holds registrations: Register Online and Check Status open
 * the state's site in a new tab; Download Forms downloads the printable mail-in form.
 */
export function VoterRegistrationPage() {
  const intl = useIntl();
  const page = voterRegistrationPageIn(intl);
  const methods = registrationMethodsIn();
  useStructuredData(voterRegistrationStructuredData(page, methods));
  return (
    <>
      <PageHeader
        title={page.title}
        description={page.description}
        breadcrumb={[
          { label: sharedWord('home'), to: '/' },
          { label: intl.formatMessage(m.faq) },
          { label: page.title },
        ]}
      />
      <div className="sf-container cm-faq">
        <ul className="cm-faq-actions">
          <ActionCard
            title={intl.formatMessage(m.registerOnline)}
            text={intl.formatMessage(m.registerOnlineText)}
          >
            <ButtonLink variant="primary" href={STATE_REGISTRATION_URL} external>
              {intl.formatMessage(m.registerOnline)} <span aria-hidden="true">↗</span>
            </ButtonLink>
          </ActionCard>
          <ActionCard title={intl.formatMessage(m.checkStatus)} text={intl.formatMessage(m.checkStatusText)}>
            <ButtonLink
              href={STATE_REGISTRATION_LOOKUP_URL}
              external
              onClick={() =>
                notify({
                  title: intl.formatMessage(m.checkingStatus),
                  description: intl.formatMessage(m.checkingStatusText),
                })
              }
            >
              {intl.formatMessage(m.checkStatus)} <span aria-hidden="true">↗</span>
            </ButtonLink>
          </ActionCard>
          <ActionCard
            title={intl.formatMessage(m.downloadForms)}
            text={intl.formatMessage(m.voterFormsText, {
              summary: documentSummary(VOTER_REGISTRATION_APPLICATION_FILE),
            })}
          >
            <FormDownloadLink
              href={VOTER_REGISTRATION_APPLICATION_FORM_HREF}
              message={intl.formatMessage(m.downloadingForms)}
            >
              {intl.formatMessage(m.downloadForms)}
            </FormDownloadLink>
          </ActionCard>
        </ul>

        <div className="cm-faq-notice" role="note" aria-labelledby="voter-deadline-title">
          <h2 id="voter-deadline-title">{intl.formatMessage(m.deadlineTitle)}</h2>
          <p>{intl.formatMessage(m.deadlineText)}</p>
        </div>

        <div className="cm-faq-columns">
          <Card as="section" className="cm-faq-card" aria-labelledby="voter-eligibility-title">
            <h2 id="voter-eligibility-title">{intl.formatMessage(m.whoCanRegister)}</h2>
            <p>{intl.formatMessage(m.youMust)}</p>
            <ul className="cm-faq-list">
              {voterEligibilityIn(intl).map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </Card>
          <Card as="section" className="cm-faq-card" aria-labelledby="voter-dates-title">
            <h2 id="voter-dates-title">{intl.formatMessage(m.keyDates, { year: electionYear })}</h2>
            <ul className="cm-faq-dates">
              {electionDatesIn().map((date) => (
                <li key={date.id}>
                  <h3 {...langOf(date)}>{date.event}</h3>
                  <p className="cm-faq-dates__date">{formatLongDate(date.date)}</p>
                  <p {...langOf(date)}>{date.description}</p>
                </li>
              ))}
            </ul>
          </Card>
        </div>

        <section aria-labelledby="voter-methods-title">
          <h2 id="voter-methods-title">{intl.formatMessage(m.waysToRegister)}</h2>
          <ul className="cm-faq-grid cm-faq-grid--three">
            {methods.map((method) => (
              <Card as="li" key={method.id} className="cm-faq-card">
                <h3 {...langOf(method)}>{method.method}</h3>
                <p {...langOf(method)}>{method.description}</p>
                <dl className="cm-faq-facts cm-faq-facts--stacked">
                  <div>
                    <dt>{intl.formatMessage(m.requirements)}</dt>
                    <dd {...langOf(method)}>{method.requirements}</dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage(m.processing)}</dt>
                    <dd {...langOf(method)}>{method.processing}</dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage(m.deadline)}</dt>
                    <dd {...langOf(method)}>{method.deadline}</dd>
                  </div>
                </dl>
              </Card>
            ))}
          </ul>
        </section>

        <section aria-labelledby="polling-title">
          <h2 id="polling-title">{intl.formatMessage(m.pollingLocations)}</h2>
          <ul className="cm-faq-grid">
            {pollingLocationsIn().map((location) => (
              <Card as="li" key={location.name} className="cm-faq-card">
                <h3>{location.name}</h3>
                <p>{location.address}</p>
                <p>
                  <strong>{intl.formatMessage(m.precincts)}</strong> {formatItems(location.precincts)}
                </p>
                <p className="cm-faq-accessible" {...langOf(location)}>
                  <span aria-hidden="true">♿ </span>
                  {location.accessibility}
                </p>
              </Card>
            ))}
          </ul>
        </section>

        <Card as="section" className="cm-faq-card cm-faq-help" aria-labelledby="voter-help-title">
          <h2 id="voter-help-title">{intl.formatMessage(m.voterResources)}</h2>
          <p>{intl.formatMessage(m.voterResourcesText)}</p>
          <div className="cm-faq-help__actions">
            <ButtonLink variant="primary" to="/feedback">
              {intl.formatMessage(m.contactUs)}
            </ButtonLink>
            <ButtonLink to="/government">{intl.formatMessage(m.yourGovernment)}</ButtonLink>
          </div>
        </Card>
      </div>
    </>
  );
}
