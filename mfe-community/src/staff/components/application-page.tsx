import { areaData, LANGUAGE_NAMES, StaffCsrfField } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { STAFF_VOLUNTEERS_PATH, type ApplicationData } from '../data';
import { staffMessages } from '../messages';
import { English, Notice, StaffRecordPage, StaffTime, useStaffForms } from './common';
import { STATUS_LABELS } from './status';

const AVAILABILITY = {
  weekdays: staffMessages.availabilityWeekdays,
  weekends: staffMessages.availabilityWeekends,
  both: staffMessages.availabilityBoth,
  flexible: staffMessages.availabilityFlexible,
} as const;

/**
 * /staff/volunteers/{id}: an application (personal data: every view audited), and for a new one the
 * coordinator's decision, accept or decline, with a message e-mailed to the applicant.
 */
export function ApplicationPage() {
  const intl = useIntl();
  const data = areaData<ApplicationData>('community');
  const found = data && data.kind === 'application' && !('notFound' in data) ? data.application : undefined;
  const title = found
    ? intl.formatMessage(staffMessages.applicationTitle, { reference: found.reference })
    : intl.formatMessage(staffMessages.applicationNotFound);
  const { action, canChange, params } = useStaffForms();
  const back = { to: STAFF_VOLUNTEERS_PATH, label: intl.formatMessage(staffMessages.applicationBack) };
  if (!found) return <StaffRecordPage title={title} back={back} />;
  const yesNo = (value: boolean) => intl.formatMessage(value ? staffMessages.yes : staffMessages.no);
  const optional = (label: string, value: string | null) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd className="cm-staff-text">{value}</dd>
      </>
    ) : null;
  const availability =
    found.availability && found.availability in AVAILABILITY
      ? intl.formatMessage(AVAILABILITY[found.availability as keyof typeof AVAILABILITY])
      : null;
  return (
    <StaffRecordPage title={title} back={back}>
      {params.get('done') === 'decided' ? (
        <Notice>{intl.formatMessage(staffMessages.applicationDecided)}</Notice>
      ) : null}
      {params.has('error') ? <Notice error>{intl.formatMessage(staffMessages.invalid)}</Notice> : null}
      <p>{intl.formatMessage(staffMessages.personal)}</p>
      <dl className="cm-staff-fields">
        <dt>{intl.formatMessage(staffMessages.status)}</dt>
        <dd>{intl.formatMessage(STATUS_LABELS[found.status])}</dd>
        <dt>{intl.formatMessage(staffMessages.volunteersOpportunity)}</dt>
        <dd>
          <English>{found.opportunity}</English>
        </dd>
        <dt>{intl.formatMessage(staffMessages.received)}</dt>
        <dd>
          <StaffTime value={found.received_at} />
        </dd>
        <dt>{intl.formatMessage(staffMessages.name)}</dt>
        <dd>{found.name}</dd>
        <dt>{intl.formatMessage(staffMessages.email)}</dt>
        <dd>{found.email}</dd>
        {optional(intl.formatMessage(staffMessages.phone), found.phone)}
        {/* The language they applied in: the decision mail's own words are in it (issue 44). */}
        <dt>{intl.formatMessage(staffMessages.language)}</dt>
        <dd lang={found.locale}>{LANGUAGE_NAMES[found.locale]}</dd>
        {optional(intl.formatMessage(staffMessages.applicationAvailability), availability)}
        {optional(intl.formatMessage(staffMessages.applicationExperience), found.experience)}
        {optional(intl.formatMessage(staffMessages.applicationMotivation), found.motivation)}
        {optional(intl.formatMessage(staffMessages.applicationEmergency), found.emergency_contact)}
        <dt>{intl.formatMessage(staffMessages.applicationTransportation)}</dt>
        <dd>{yesNo(found.has_transportation)}</dd>
      </dl>
      {found.status !== 'new' && found.decided_at ? (
        <>
          <h2>{intl.formatMessage(staffMessages.history)}</h2>
          <p>
            <StaffTime value={found.decided_at} />:{' '}
            {intl.formatMessage(staffMessages.applicationDecidedBy, {
              status: intl.formatMessage(STATUS_LABELS[found.status]),
              name: found.decided_by ?? '',
            })}
          </p>
          <blockquote className="cm-staff-text">{found.decision_message}</blockquote>
        </>
      ) : null}
      {canChange && found.status === 'new' ? (
        <>
          <h2>{intl.formatMessage(staffMessages.applicationDecideHeading)}</h2>
          <form method="post" action={action} className="cm-staff-form">
            <StaffCsrfField />
            <label htmlFor="cm-staff-decision">{intl.formatMessage(staffMessages.applicationMessage)}</label>
            <p id="cm-staff-decision-hint" className="cm-staff-hint">
              {intl.formatMessage(staffMessages.applicationMessageHint, { email: found.email })}
            </p>
            <textarea
              id="cm-staff-decision"
              name="message"
              rows={8}
              required
              maxLength={5000}
              aria-describedby="cm-staff-decision-hint"
            />
            <div className="cm-staff-buttons">
              <button type="submit" name="intent" value="accept" className="cm-staff-button">
                {intl.formatMessage(staffMessages.applicationAccept)}
              </button>
              <button type="submit" name="intent" value="decline" className="cm-staff-button">
                {intl.formatMessage(staffMessages.applicationDecline)}
              </button>
            </div>
          </form>
        </>
      ) : null}
    </StaffRecordPage>
  );
}
