import { useIntl } from 'react-intl';
import { Card, DEFAULT_LOCALE, formatItems, langOf, type Locale } from '@springfield/shared';
import type { ParkingPermitType } from '../../../types/content';
import { PARKING_PERMIT_APPLICATION_FILE } from '../../../documents/document-paths';
import { documentSummary } from '../../../utils/document-link';
import {
  PARKING_PERMIT_APPLICATION_FORM_HREF,
  parkingPaymentMethodsIn,
  parkingPermitTypesIn,
} from '../data/parking-permits';
import { faqMessages as m } from '../messages';
import { FormDownloadLink } from './form-download-link';
import { permitCost } from './permit-facts';

type ShownPermit = ParkingPermitType & { lang?: Locale };

/** The documents to bring: the chosen type's requirements, or every type's when none is chosen. */
function PermitDocuments({ permit }: { permit?: ShownPermit }) {
  const intl = useIntl();
  if (permit) {
    return (
      <ul className="cm-faq-list" {...langOf(permit)}>
        {permit.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="cm-faq-list">
      {parkingPermitTypesIn().map((type) => (
        <li key={type.slug} {...langOf(type)}>
          <strong>{intl.formatMessage(m.permitDocumentsOf, { type: type.type })}</strong>{' '}
          {formatItems(type.requirements, type.lang ?? DEFAULT_LOCALE)}
        </li>
      ))}
    </ul>
  );
}

export interface WhatToBringProps {
  /** The permit type chosen, if any. */
  permit?: ShownPermit;
}

/** The application form to download, the documents the permit needs and how its fee can be paid. */
export function WhatToBring({ permit }: WhatToBringProps) {
  const intl = useIntl();
  return (
    <Card as="section" className="cm-faq-card cm-faq-bring" aria-labelledby="apply-bring-title">
      <h2 id="apply-bring-title">{intl.formatMessage(m.whatToBring)}</h2>
      <h3>{intl.formatMessage(m.applicationForm)}</h3>
      <p>{intl.formatMessage(m.applicationFormText)}</p>
      <FormDownloadLink
        href={PARKING_PERMIT_APPLICATION_FORM_HREF}
        message={intl.formatMessage(m.downloadingForm)}
      >
        {intl.formatMessage(m.downloadApplicationForm, {
          summary: documentSummary(PARKING_PERMIT_APPLICATION_FILE),
        })}
      </FormDownloadLink>
      <h3>{intl.formatMessage(m.documents)}</h3>
      <PermitDocuments permit={permit} />
      <h3>{intl.formatMessage(m.permitFee)}</h3>
      <p>
        {permit
          ? intl.formatMessage(m.permitCostPaidWith, { cost: permitCost(permit.cost, intl) })
          : intl.formatMessage(m.anyCostPaidWith)}
      </p>
      <ul className="cm-faq-list">
        {parkingPaymentMethodsIn(intl).map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </Card>
  );
}
