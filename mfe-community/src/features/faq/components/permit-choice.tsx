import { ButtonLink, Card } from '@springfield/shared';
import type { ParkingPermitType } from '../../../types/content';
import { parkingPermitApplyPage, parkingPermitApplyPath, parkingPermitTypes } from '../data/parking-permits';
import { PermitFacts } from './permit-facts';

/** The four permit types, each a link to its own How to Apply page. */
export function PermitChoice() {
  return (
    <section aria-labelledby="apply-choice-title">
      <h2 id="apply-choice-title">Choose Your Permit</h2>
      <ul className="cm-faq-grid">
        {parkingPermitTypes.map((permit) => (
          <Card as="li" key={permit.slug} className="cm-faq-card">
            <h3>{permit.type}</h3>
            <p>{permit.description}</p>
            <PermitFacts permit={permit} />
            <ButtonLink variant="primary" to={parkingPermitApplyPath(permit)}>
              Choose This Permit<span className="sf-visually-hidden">: {permit.type}</span>
            </ButtonLink>
          </Card>
        ))}
      </ul>
    </section>
  );
}

export interface ChosenPermitProps {
  permit: ParkingPermitType;
}

/** The permit type a resident chose: what it is for, its cost, duration and processing time. */
export function ChosenPermit({ permit }: ChosenPermitProps) {
  return (
    <Card as="section" className="cm-faq-card" aria-labelledby="apply-chosen-title">
      <h2 id="apply-chosen-title">Applying for {permit.type}</h2>
      <p>{permit.description}</p>
      <PermitFacts permit={permit} />
      <ButtonLink variant="link" to={parkingPermitApplyPage.path}>
        Choose another permit type
      </ButtonLink>
    </Card>
  );
}
