import type { ParkingPermitType } from '../../../types/content';

export interface PermitFactsProps {
  permit: ParkingPermitType;
}

/** A permit type's cost, duration and processing time. */
export function PermitFacts({ permit }: PermitFactsProps) {
  return (
    <dl className="cm-faq-facts">
      <div>
        <dt>Cost</dt>
        <dd>{permit.cost}</dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{permit.duration}</dd>
      </div>
      <div>
        <dt>Processing</dt>
        <dd>{permit.processing}</dd>
      </div>
    </dl>
  );
}
