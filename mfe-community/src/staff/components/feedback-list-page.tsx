import { areaData, StaffTable } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FEEDBACK_FILTERS, staffFeedbackPath, type FeedbackFilter, type FeedbackListData } from '../data';
import { staffMessages } from '../messages';
import { English, StaffListPage, StaffTime } from './common';

const FILTER_LABELS = {
  all: staffMessages.feedbackAll,
  open: staffMessages.feedbackOpen,
  handled: staffMessages.feedbackHandled,
} satisfies Record<FeedbackFilter, unknown>;

/** /staff/feedback: the feedback received, newest first, 25 a page; all, open or handled. */
export function FeedbackListPage() {
  const intl = useIntl();
  const data = areaData<FeedbackListData>('community');
  const list = data?.kind === 'feedback-list' ? data : undefined;
  const rows = list?.rows ?? [];
  return (
    <StaffListPage
      title={intl.formatMessage(staffMessages.feedbackTitle)}
      intro={intl.formatMessage(staffMessages.feedbackIntro)}
      filters={
        <>
          <label htmlFor="cm-staff-feedback-status">{intl.formatMessage(staffMessages.feedbackFilter)}</label>
          <select id="cm-staff-feedback-status" name="status" defaultValue={list?.filter ?? 'all'}>
            {FEEDBACK_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {intl.formatMessage(FILTER_LABELS[filter])}
              </option>
            ))}
          </select>
        </>
      }
      none={intl.formatMessage(staffMessages.feedbackNone)}
      list={list}
      table={
        rows.length === 0 ? null : (
          <StaffTable
            id="cm-staff-feedback-caption"
            caption={intl.formatMessage(staffMessages.feedbackCaption)}
          >
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(staffMessages.reference)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.feedbackSubject)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.feedbackFrom)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.feedbackCategory)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.received)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.status)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={staffFeedbackPath(row.id)}>{row.reference}</Link>
                  </th>
                  <td>{row.subject ?? intl.formatMessage(staffMessages.feedbackNoSubject)}</td>
                  <td>{row.name ?? intl.formatMessage(staffMessages.feedbackAnonymous)}</td>
                  <td>{row.category !== null ? <English>{row.category}</English> : ''}</td>
                  <td>
                    <StaffTime value={row.received_at} />
                  </td>
                  <td>
                    {intl.formatMessage(
                      row.handled_at ? staffMessages.feedbackHandled : staffMessages.feedbackOpen,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        )
      }
    />
  );
}
