import { areaData, LANGUAGE_NAMES, StaffCsrfField, staffRequest } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { STAFF_FEEDBACK_PATH, type FeedbackData } from '../data';
import { staffMessages } from '../messages';
import { English, Notice, StaffRecordPage, StaffTime, useStaffForms } from './common';

/**
 * /staff/feedback/{id}: what the resident wrote (personal data: every view audited), its history (received,
 * replies, handled), the reply by e-mail from a template in the page's language, and "Mark handled".
 */
export function FeedbackPage() {
  const intl = useIntl();
  const data = areaData<FeedbackData>('community');
  const found = data && data.kind === 'feedback' && !('notFound' in data) ? data.feedback : undefined;
  const title = found
    ? intl.formatMessage(staffMessages.feedbackPageTitle, { reference: found.reference })
    : intl.formatMessage(staffMessages.feedbackNotFound);
  const { action, canChange, params } = useStaffForms();
  const back = { to: STAFF_FEEDBACK_PATH, label: intl.formatMessage(staffMessages.feedbackBack) };
  if (!found) return <StaffRecordPage title={title} back={back} />;
  const context = staffRequest()?.context;
  const done = params.get('done');
  const yesNo = (value: boolean) => intl.formatMessage(value ? staffMessages.yes : staffMessages.no);
  const template = intl.formatMessage(staffMessages.feedbackReplyTemplate, {
    name: found.name ?? intl.formatMessage(staffMessages.feedbackReplyResident),
    reference: found.reference,
    staff: context?.member.name ?? '',
  });
  return (
    <StaffRecordPage title={title} back={back}>
      {done === 'replied' ? <Notice>{intl.formatMessage(staffMessages.feedbackReplied)}</Notice> : null}
      {done === 'handled' ? <Notice>{intl.formatMessage(staffMessages.feedbackMarked)}</Notice> : null}
      {params.has('error') ? <Notice error>{intl.formatMessage(staffMessages.invalid)}</Notice> : null}
      <p>{intl.formatMessage(staffMessages.personal)}</p>
      <dl className="cm-staff-fields">
        <dt>{intl.formatMessage(staffMessages.status)}</dt>
        <dd>
          {intl.formatMessage(found.handled_at ? staffMessages.feedbackHandled : staffMessages.feedbackOpen)}
        </dd>
        <dt>{intl.formatMessage(staffMessages.received)}</dt>
        <dd>
          <StaffTime value={found.received_at} />
        </dd>
        <dt>{intl.formatMessage(staffMessages.name)}</dt>
        <dd>{found.name ?? intl.formatMessage(staffMessages.feedbackAnonymous)}</dd>
        {found.email ? (
          <>
            <dt>{intl.formatMessage(staffMessages.email)}</dt>
            <dd>{found.email}</dd>
            {/* The language they wrote in: a reply's own words (its subject) are in it (issue 44). */}
            <dt>{intl.formatMessage(staffMessages.language)}</dt>
            <dd lang={found.locale}>{LANGUAGE_NAMES[found.locale]}</dd>
          </>
        ) : null}
        {found.phone ? (
          <>
            <dt>{intl.formatMessage(staffMessages.phone)}</dt>
            <dd>{found.phone}</dd>
          </>
        ) : null}
        <dt>{intl.formatMessage(staffMessages.feedbackFollowUp)}</dt>
        <dd>{yesNo(found.follow_up)}</dd>
        <dt>{intl.formatMessage(staffMessages.feedbackCategory)}</dt>
        <dd>{found.category !== null ? <English>{found.category}</English> : ''}</dd>
        <dt>{intl.formatMessage(staffMessages.feedbackSubject)}</dt>
        <dd>{found.subject ?? intl.formatMessage(staffMessages.feedbackNoSubject)}</dd>
      </dl>
      <h2>{intl.formatMessage(staffMessages.feedbackMessage)}</h2>
      <blockquote className="cm-staff-text">{found.message}</blockquote>

      <h2>{intl.formatMessage(staffMessages.history)}</h2>
      <ol className="cm-staff-history">
        <li>
          <StaffTime value={found.received_at} />: {intl.formatMessage(staffMessages.feedbackHistoryReceived)}
        </li>
        {found.replies.map((reply) => (
          <li key={reply.sent_at}>
            <StaffTime value={reply.sent_at} />:{' '}
            {intl.formatMessage(staffMessages.feedbackHistoryReply, { name: reply.sent_by })}
            <div className="cm-staff-text">{reply.text}</div>
          </li>
        ))}
        {found.handled_at ? (
          <li>
            <StaffTime value={found.handled_at} />:{' '}
            {intl.formatMessage(staffMessages.feedbackHistoryHandled, { name: found.handled_by ?? '' })}
          </li>
        ) : null}
      </ol>

      {canChange ? (
        <>
          <h2>{intl.formatMessage(staffMessages.feedbackReplyHeading)}</h2>
          {found.email ? (
            <form method="post" action={action} className="cm-staff-form">
              <StaffCsrfField />
              <input type="hidden" name="intent" value="reply" />
              <label htmlFor="cm-staff-reply">
                {intl.formatMessage(staffMessages.feedbackReplyLabel, { email: found.email })}
              </label>
              <p id="cm-staff-reply-hint" className="cm-staff-hint">
                {intl.formatMessage(staffMessages.feedbackReplyHint)}
              </p>
              <textarea
                id="cm-staff-reply"
                name="text"
                rows={12}
                required
                maxLength={5000}
                aria-describedby="cm-staff-reply-hint"
                defaultValue={template}
              />
              <button type="submit" className="cm-staff-button">
                {intl.formatMessage(staffMessages.feedbackReplySend)}
              </button>
            </form>
          ) : (
            <p>{intl.formatMessage(staffMessages.feedbackNoAddress)}</p>
          )}
          {found.handled_at ? null : (
            <form method="post" action={action} className="cm-staff-form">
              <StaffCsrfField />
              <input type="hidden" name="intent" value="handled" />
              <button type="submit" className="cm-staff-button">
                {intl.formatMessage(staffMessages.feedbackMarkHandled)}
              </button>
            </form>
          )}
        </>
      ) : null}
    </StaffRecordPage>
  );
}
