import { areaData, StaffTable } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES, staffApplicationPath, type ApplicationsData } from '../data';
import { staffMessages } from '../messages';
import { English, StaffListPage, StaffTime } from './common';
import { STATUS_LABELS } from './status';

/** /staff/volunteers: the applications to volunteer, newest first, by opportunity and status, 25 a page. */
export function VolunteersPage() {
  const intl = useIntl();
  const data = areaData<ApplicationsData>('community');
  const list = data?.kind === 'applications' ? data : undefined;
  const rows = list?.rows ?? [];
  const english = intl.locale !== 'en' ? 'en' : undefined;
  return (
    <StaffListPage
      title={intl.formatMessage(staffMessages.volunteersTitle)}
      intro={intl.formatMessage(staffMessages.volunteersIntro)}
      none={intl.formatMessage(staffMessages.volunteersNone)}
      list={list}
      filters={
        <>
          <div>
            <label htmlFor="cm-staff-opportunity">
              {intl.formatMessage(staffMessages.volunteersOpportunity)}
            </label>
            <select id="cm-staff-opportunity" name="opportunity" defaultValue={list?.opportunity ?? ''}>
              <option value="">{intl.formatMessage(staffMessages.volunteersAnyOpportunity)}</option>
              {(list?.opportunities ?? []).map((opportunity) => (
                <option key={opportunity.id} value={opportunity.id} lang={english}>
                  {opportunity.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="cm-staff-status">{intl.formatMessage(staffMessages.status)}</label>
            <select id="cm-staff-status" name="status" defaultValue={list?.status ?? ''}>
              <option value="">{intl.formatMessage(staffMessages.volunteersAnyStatus)}</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {intl.formatMessage(STATUS_LABELS[status])}
                </option>
              ))}
            </select>
          </div>
        </>
      }
      table={
        rows.length === 0 ? null : (
          <StaffTable
            id="cm-staff-volunteers-caption"
            caption={intl.formatMessage(staffMessages.volunteersCaption)}
          >
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(staffMessages.reference)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.name)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.volunteersOpportunity)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.received)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.status)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={staffApplicationPath(row.id)}>{row.reference}</Link>
                  </th>
                  <td>{row.name}</td>
                  <td>
                    <English>{row.opportunity}</English>
                  </td>
                  <td>
                    <StaffTime value={row.received_at} />
                  </td>
                  <td>{intl.formatMessage(STATUS_LABELS[row.status])}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        )
      }
    />
  );
}
