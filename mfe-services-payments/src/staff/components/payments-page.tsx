import { areaData, formatCents, usePageTitle, type Locale, StaffTable } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatRequestDate } from '../../features/services/data/service-requests';
import { STAFF_PAYMENTS_PATH, type PaymentsData } from '../data';
import { staffMessages } from '../messages';
import { StaffSections } from './sections';

/** /staff/payments: payments and receipts, newest first, or by item or receipt number; read only. */
export function PaymentsPage() {
  const intl = useIntl();
  const data = areaData<PaymentsData>('services_payments');
  const title = intl.formatMessage(staffMessages.paymentsTitle);
  usePageTitle(title);
  const rows = data?.kind === 'payments' ? data.rows : [];
  return (
    <div className="sp-staff">
      <StaffSections />
      <h1>{title}</h1>
      <p>{intl.formatMessage(staffMessages.paymentsIntro)}</p>
      <form method="get" action={STAFF_PAYMENTS_PATH} className="sp-staff-actions">
        <div className="sp-staff-field">
          <label htmlFor="sp-staff-item">{intl.formatMessage(staffMessages.paymentsItem)}</label>
          <p className="sp-staff-hint" id="sp-staff-item-hint">
            {intl.formatMessage(staffMessages.paymentsItemHint)}
          </p>
          <input
            id="sp-staff-item"
            name="item"
            type="search"
            aria-describedby="sp-staff-item-hint"
            defaultValue={data?.kind === 'payments' ? (data.item ?? '') : ''}
          />
        </div>
        <button type="submit" className="sp-staff-button">
          {intl.formatMessage(staffMessages.paymentsFind)}
        </button>
        <Link to={STAFF_PAYMENTS_PATH}>{intl.formatMessage(staffMessages.paymentsAll)}</Link>
      </form>
      {rows.length === 0 ? (
        <p role="status">{intl.formatMessage(staffMessages.paymentsNone)}</p>
      ) : (
        <StaffTable
          id="sp-staff-payments-caption"
          caption={intl.formatMessage(staffMessages.paymentsCaption)}
        >
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(staffMessages.paymentsReceipt)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.paymentsPaid)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.paymentsLines)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.paymentsTotal)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.paymentsMethod)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.receipt_number}>
                <th scope="row">{row.receipt_number}</th>
                <td>
                  <time dateTime={row.paid_at}>{formatRequestDate(row.paid_at, intl.locale as Locale)}</time>
                </td>
                <td lang={intl.locale !== 'en' ? 'en' : undefined}>
                  <ul className="sp-staff-lines">
                    {row.lines.map((line) => (
                      <li key={`${line.kind}:${line.id}`}>
                        {line.label} ({line.id}): {formatCents(line.amountCents)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {formatCents(row.total_cents)}
                  {row.test ? ` (${intl.formatMessage(staffMessages.paymentsTest)})` : ''}
                </td>
                <td>{row.method}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </div>
  );
}
