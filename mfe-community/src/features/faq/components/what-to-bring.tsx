import { Card } from '@springfield/shared';
import type { ParkingPermitType } from '../../../types/content';
import { PARKING_PERMIT_APPLICATION_FILE } from '../../../documents/document-paths';
import { documentSummary } from '../../../utils/document-link';
import {
  PARKING_PERMIT_APPLICATION_FORM_HREF,
  parkingPaymentMethods,
  parkingPermitTypes,
} from '../data/parking-permits';
import { FormDownloadLink } from './form-download-link';

/** The documents to bring: the chosen type's requirements, or every type's when none is chosen. */
function PermitDocuments({ permit }: { permit?: ParkingPermitType }) {
  if (permit) {
    return (
      <ul className="cm-faq-list">
        {permit.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="cm-faq-list">
      {parkingPermitTypes.map((type) => (
        <li key={type.slug}>
          <strong>{type.type}:</strong> {type.requirements.join(', ')}
        </li>
      ))}
    </ul>
  );
}

export interface WhatToBringProps {
  /** The permit type chosen, if any. */
  permit?: ParkingPermitType;
}

/** The application form to download, the documents the permit needs and how its fee can be paid. */
export function WhatToBring({ permit }: WhatToBringProps) {
  return (
    <Card as="section" className="cm-faq-card cm-faq-bring" aria-labelledby="apply-bring-title">
      <h2 id="apply-bring-title">What to Bring</h2>
      <h3>Application Form</h3>
      <p>Print and complete the parking permit application form.</p>
      <FormDownloadLink href={PARKING_PERMIT_APPLICATION_FORM_HREF} message="Downloading form...">
        Download the Application Form ({documentSummary(PARKING_PERMIT_APPLICATION_FILE)})
      </FormDownloadLink>
      <h3>Documents</h3>
      <PermitDocuments permit={permit} />
      <h3>Permit Fee</h3>
      <p>{permit ? `${permit.cost}, paid with:` : 'The cost of your permit type, paid with:'}</p>
      <ul className="cm-faq-list">
        {parkingPaymentMethods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </Card>
  );
}
