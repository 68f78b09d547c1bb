import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink, Card, langOf, type Locale } from '@springfield/shared';
import type { ParkingPermitType } from '../../../types/content';
import {
  parkingPermitApplyPage,
  parkingPermitApplyPath,
  parkingPermitTypesIn,
} from '../data/parking-permits';
import { faqMessages as m } from '../messages';
import { PermitFacts } from './permit-facts';

const hidden = (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>;

/** The four permit types, each a link to its own How to Apply page. */
export function PermitChoice() {
  const intl = useIntl();
  return (
    <section aria-labelledby="apply-choice-title">
      <h2 id="apply-choice-title">{intl.formatMessage(m.chooseYourPermit)}</h2>
      <ul className="cm-faq-grid">
        {parkingPermitTypesIn().map((permit) => (
          <Card as="li" key={permit.slug} className="cm-faq-card">
            <h3 {...langOf(permit)}>{permit.type}</h3>
            <p {...langOf(permit)}>{permit.description}</p>
            <PermitFacts permit={permit} />
            <ButtonLink variant="primary" to={parkingPermitApplyPath(permit)}>
              {intl.formatMessage(m.chooseThisPermit, { type: permit.type, hidden })}
            </ButtonLink>
          </Card>
        ))}
      </ul>
    </section>
  );
}

export interface ChosenPermitProps {
  permit: ParkingPermitType & { lang?: Locale };
}

/** The permit type a resident chose: what it is for, its cost, duration and processing time. */
export function ChosenPermit({ permit }: ChosenPermitProps) {
  const intl = useIntl();
  return (
    <Card as="section" className="cm-faq-card" aria-labelledby="apply-chosen-title">
      <h2 id="apply-chosen-title">{intl.formatMessage(m.applyingFor, { type: permit.type })}</h2>
      <p {...langOf(permit)}>{permit.description}</p>
      <PermitFacts permit={permit} />
      <ButtonLink variant="link" to={parkingPermitApplyPage.path}>
        {intl.formatMessage(m.chooseAnother)}
      </ButtonLink>
    </Card>
  );
}
