import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { STAFF_PAYMENTS_PATH, STAFF_REQUESTS_PATH } from '../data';
import { staffMessages } from '../messages';

/** The area's staff sections: the request queue, payments and receipts. */
export function StaffSections() {
  const intl = useIntl();
  return (
    <nav className="sp-staff-sections" aria-label={intl.formatMessage(staffMessages.navSections)}>
      <ul>
        <li>
          <NavLink to={STAFF_REQUESTS_PATH} end>
            {intl.formatMessage(staffMessages.navRequests)}
          </NavLink>
        </li>
        <li>
          <NavLink to={STAFF_PAYMENTS_PATH}>{intl.formatMessage(staffMessages.navPayments)}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
