import { areaData, LANGUAGE_NAMES, StaffCsrfField, usePageTitle, type Locale } from '@springfield/shared';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useActionData, useLocation } from 'react-router-dom';
import { formatRequestDate } from '../../features/services/data/service-requests';
import {
  CLOSED_REASONS,
  STAFF_REQUESTS_PATH,
  STAGES,
  type RequestPageData,
  type StaffRequestDetail,
} from '../data';
import { staffMessages } from '../messages';
import type { ActionOutcome } from '../actions';
import { reasonMessage, stageMessage } from './stage-words';

const PROBLEM_WORDS = {
  reason: staffMessages.problemReason,
  stage: staffMessages.problemStage,
} as const;

/** The words of a problem with a field. */
function problemText(intl: IntlShape, field: string, rule: string): string {
  if (rule === 'too-long') return intl.formatMessage(staffMessages.problemTooLong);
  if (field === 'note' || field === 'assignee') return intl.formatMessage(staffMessages.problemNote);
  return intl.formatMessage(PROBLEM_WORDS[field as keyof typeof PROBLEM_WORDS] ?? staffMessages.problemStage);
}

/** The form's field ids, for the error summary's links. */
const fieldId = (intent: string, field: string) => `sp-staff-${intent}-${field}`;

function Fact({ label, children, lang }: { label: string; children: React.ReactNode; lang?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd lang={lang}>{children}</dd>
    </div>
  );
}

function History({ request }: { request: StaffRequestDetail }) {
  const intl = useIntl();
  const date = (iso: string) => formatRequestDate(iso, intl.locale as Locale);
  return (
    <section className="sp-staff-card" aria-labelledby="sp-staff-history">
      <h2 id="sp-staff-history">{intl.formatMessage(staffMessages.historyTitle)}</h2>
      {request.updates.length === 0 ? (
        <p>{intl.formatMessage(staffMessages.historyEmpty)}</p>
      ) : (
        <ol className="sp-staff-history">
          {request.updates.map((update, index) => (
            <li key={index}>
              <p>
                <strong>
                  {intl.formatMessage(staffMessages.historyBy, {
                    date: <time dateTime={update.at}>{date(update.at)}</time>,
                    name: update.by_name,
                  })}
                </strong>
              </p>
              {update.stage ? (
                <p>
                  {intl.formatMessage(staffMessages.historyStage, {
                    stage: intl.formatMessage(stageMessage(update.stage)),
                  })}
                </p>
              ) : null}
              {update.closed_reason ? (
                <p>
                  {intl.formatMessage(staffMessages.historyReason, {
                    reason: intl.formatMessage(reasonMessage(update.closed_reason)),
                  })}
                </p>
              ) : null}
              {update.note ? (
                <p>{intl.formatMessage(staffMessages.historyNote, { note: update.note })}</p>
              ) : null}
              {update.assigned_to !== null ? (
                <p>
                  {update.assigned_to
                    ? intl.formatMessage(staffMessages.historyAssigned, { name: update.assigned_to })
                    : intl.formatMessage(staffMessages.historyUnassigned)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /staff/requests/{id}: one request, its requester (personal data: the server records every view), its
 * history, and for an agent the forms that change its status (closing needs a reason), add a public note and
 * assign it. Each form posts with the session's CSRF token; the resident's status page, Open311 and their
 * mailbox follow.
 */
export function RequestPage() {
  const intl = useIntl();
  const data = areaData<RequestPageData>('services_payments');
  const outcome = useActionData() as ActionOutcome | undefined;
  const { search, pathname } = useLocation();
  const updated = new URLSearchParams(search).has('updated');
  const request = data && !('notFound' in data) ? data.request : undefined;
  const title = request
    ? intl.formatMessage(staffMessages.requestTitle, {
        id: request.service_request_id,
        service: request.service_name,
      })
    : intl.formatMessage(staffMessages.requestNotFound);
  usePageTitle(title);
  const back = (
    <p>
      <Link to={STAFF_REQUESTS_PATH}>{intl.formatMessage(staffMessages.requestBack)}</Link>
    </p>
  );
  if (!data || !request) {
    return (
      <div className="sp-staff" data-http-status="404">
        <h1>{title}</h1>
        {back}
      </div>
    );
  }
  const canChange = data.kind === 'request' && 'role' in data && data.role !== 'viewer';
  const date = (iso: string) => formatRequestDate(iso, intl.locale as Locale);
  const english = intl.locale !== 'en' ? 'en' : undefined;
  const problems = outcome?.status === 'invalid' ? outcome.problems : [];
  const problemOf = (intent: string, field: string) =>
    outcome?.intent === intent ? problems.find((problem) => problem.field === field) : undefined;
  const sent = (intent: string, field: string) =>
    outcome?.intent === intent ? (outcome.values[field] ?? '') : undefined;
  const none = intl.formatMessage(staffMessages.requestNone);
  const notGiven = intl.formatMessage(staffMessages.requestNotGiven);
  const name = [request.first_name, request.last_name].filter(Boolean).join(' ');
  return (
    <div className="sp-staff">
      {back}
      <h1>{title}</h1>
      {updated && !outcome ? (
        <p className="sp-staff-notice" role="status">
          {intl.formatMessage(staffMessages.requestUpdated)}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div className="sp-staff-problems" role="alert" aria-labelledby="sp-staff-problems" tabIndex={-1}>
          <h2 id="sp-staff-problems">{intl.formatMessage(staffMessages.formProblemTitle)}</h2>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>
                <a href={`#${fieldId(outcome?.intent ?? '', problem.field)}`}>
                  {problemText(intl, problem.field, problem.rule)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className="sp-staff-card" aria-labelledby="sp-staff-details">
        <h2 id="sp-staff-details">{intl.formatMessage(staffMessages.requestDetails)}</h2>
        <dl className="sp-staff-facts">
          <Fact label={intl.formatMessage(staffMessages.requestStage)}>
            {intl.formatMessage(stageMessage(request.stage))}
            {request.closed_reason ? ` (${intl.formatMessage(reasonMessage(request.closed_reason))})` : ''}
          </Fact>
          <Fact label={intl.formatMessage(staffMessages.requestReceived)}>
            <time dateTime={request.requested_datetime}>{date(request.requested_datetime)}</time>
          </Fact>
          <Fact label={intl.formatMessage(staffMessages.requestLastUpdate)}>
            <time dateTime={request.updated_datetime}>{date(request.updated_datetime)}</time>
          </Fact>
          <Fact label={intl.formatMessage(staffMessages.requestAssigned)}>
            {request.assigned_to ?? intl.formatMessage(staffMessages.queueUnassigned)}
          </Fact>
          <Fact label={intl.formatMessage(staffMessages.requestDepartment)} lang={english}>
            {request.agency_responsible}
          </Fact>
          <Fact label={intl.formatMessage(staffMessages.requestLocation)}>{request.address ?? notGiven}</Fact>
          <Fact label={intl.formatMessage(staffMessages.requestDescription)}>
            {request.description ?? notGiven}
          </Fact>
          <Fact
            label={intl.formatMessage(staffMessages.requestNotes)}
            lang={request.status_notes ? english : undefined}
          >
            {request.status_notes ?? none}
          </Fact>
          {Object.entries(request.attributes).map(([code, value]) => (
            <Fact key={code} label={`${intl.formatMessage(staffMessages.requestAttributes)}: ${code}`}>
              {[value].flat().join(', ')}
            </Fact>
          ))}
        </dl>
      </section>
      <section className="sp-staff-card" aria-labelledby="sp-staff-requester">
        <h2 id="sp-staff-requester">{intl.formatMessage(staffMessages.requestRequester)}</h2>
        <dl className="sp-staff-facts">
          <Fact label={intl.formatMessage(staffMessages.requestName)}>{name || notGiven}</Fact>
          <Fact label={intl.formatMessage(staffMessages.requestEmail)}>{request.email ?? notGiven}</Fact>
          <Fact label={intl.formatMessage(staffMessages.requestPhone)}>{request.phone ?? notGiven}</Fact>
          {/* The language of the form they used: the update mails' own words are in it (issue 44). */}
          <Fact label={intl.formatMessage(staffMessages.requestLanguage)} lang={request.locale}>
            {LANGUAGE_NAMES[request.locale]}
          </Fact>
        </dl>
      </section>
      {canChange ? (
        <div className="sp-staff-forms">
          <section className="sp-staff-card" aria-labelledby="sp-staff-stage-title">
            <h2 id="sp-staff-stage-title">{intl.formatMessage(staffMessages.formStageTitle)}</h2>
            <form method="post" action={pathname} noValidate>
              <StaffCsrfField />
              <input type="hidden" name="intent" value="stage" />
              <fieldset className="sp-staff-radios sp-staff-field" id={fieldId('stage', 'stage')}>
                <legend>{intl.formatMessage(staffMessages.formNewStage)}</legend>
                {STAGES.map((stage) => (
                  <label key={stage}>
                    <input
                      type="radio"
                      name="stage"
                      value={stage}
                      defaultChecked={(sent('stage', 'stage') ?? request.stage) === stage}
                    />
                    {intl.formatMessage(stageMessage(stage))}
                  </label>
                ))}
              </fieldset>
              <div className="sp-staff-field">
                <label htmlFor={fieldId('stage', 'reason')}>
                  {intl.formatMessage(staffMessages.formReason)}
                </label>
                {problemOf('stage', 'reason') ? (
                  <p className="sp-staff-error" id={`${fieldId('stage', 'reason')}-error`}>
                    {problemText(intl, 'reason', 'required')}
                  </p>
                ) : null}
                <select
                  id={fieldId('stage', 'reason')}
                  name="reason"
                  defaultValue={sent('stage', 'reason') ?? request.closed_reason ?? ''}
                  aria-invalid={problemOf('stage', 'reason') ? true : undefined}
                  aria-describedby={
                    problemOf('stage', 'reason') ? `${fieldId('stage', 'reason')}-error` : undefined
                  }
                >
                  <option value="">{intl.formatMessage(staffMessages.formChooseReason)}</option>
                  {CLOSED_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {intl.formatMessage(reasonMessage(reason))}
                    </option>
                  ))}
                </select>
              </div>
              <div className="sp-staff-field">
                <label htmlFor={fieldId('stage', 'note')}>
                  {intl.formatMessage(staffMessages.formPublicNote)}
                </label>
                <textarea
                  id={fieldId('stage', 'note')}
                  name="note"
                  maxLength={2000}
                  defaultValue={sent('stage', 'note')}
                />
              </div>
              <button type="submit" className="sp-staff-button">
                {intl.formatMessage(staffMessages.formUpdateStage)}
              </button>
            </form>
          </section>
          <section className="sp-staff-card" aria-labelledby="sp-staff-note-title">
            <h2 id="sp-staff-note-title">{intl.formatMessage(staffMessages.formNoteTitle)}</h2>
            <form method="post" action={pathname} noValidate>
              <StaffCsrfField />
              <input type="hidden" name="intent" value="note" />
              <div className="sp-staff-field">
                <label htmlFor={fieldId('note', 'note')}>{intl.formatMessage(staffMessages.formNote)}</label>
                {problemOf('note', 'note') ? (
                  <p className="sp-staff-error" id={`${fieldId('note', 'note')}-error`}>
                    {problemText(intl, 'note', problemOf('note', 'note')?.rule ?? 'required')}
                  </p>
                ) : null}
                <textarea
                  id={fieldId('note', 'note')}
                  name="note"
                  maxLength={2000}
                  defaultValue={sent('note', 'note')}
                  aria-invalid={problemOf('note', 'note') ? true : undefined}
                  aria-describedby={
                    problemOf('note', 'note') ? `${fieldId('note', 'note')}-error` : undefined
                  }
                />
              </div>
              <button type="submit" className="sp-staff-button">
                {intl.formatMessage(staffMessages.formAddNote)}
              </button>
            </form>
            <h2 id="sp-staff-assign-title">{intl.formatMessage(staffMessages.formAssignTitle)}</h2>
            <form method="post" action={pathname} noValidate aria-labelledby="sp-staff-assign-title">
              <StaffCsrfField />
              <input type="hidden" name="intent" value="assign" />
              <div className="sp-staff-field">
                <label htmlFor={fieldId('assign', 'assignee')}>
                  {intl.formatMessage(staffMessages.formAssignee)}
                </label>
                <input
                  id={fieldId('assign', 'assignee')}
                  name="assignee"
                  type="text"
                  autoComplete="off"
                  defaultValue={sent('assign', 'assignee') ?? request.assigned_to ?? ''}
                />
              </div>
              <button type="submit" className="sp-staff-button">
                {intl.formatMessage(staffMessages.formAssign)}
              </button>
            </form>
          </section>
        </div>
      ) : (
        <p>{intl.formatMessage(staffMessages.requestReadOnly)}</p>
      )}
      <History request={request} />
    </div>
  );
}
