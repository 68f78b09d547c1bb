import { useIntl } from 'react-intl';
import {
  PageHeader,
  RecordNotFound,
  sharedWord,
  useStructuredData,
  type BreadcrumbItem,
  type Locale,
} from '@springfield/shared';
import { useParams } from 'react-router-dom';
import type { IntlShape } from 'react-intl';
import type { FaqPageText, ParkingPermitType } from '../../../types/content';
import {
  getParkingPermitTypeIn,
  parkingPermitApplyPageIn,
  parkingPermitPageIn,
  parkingPermitTypeApplyPage,
  parkingPermitTypeNotFoundIn,
} from '../data/parking-permits';
import { faqMessages as m } from '../messages';
import { parkingPermitApplyStructuredData } from '../utils/faq-structured-data';
import { ApplicationProcess } from './application-process';
import { ChosenPermit, PermitChoice } from './permit-choice';
import { WaysToApply } from './ways-to-apply';
import { WhatToBring } from './what-to-bring';
import './faq.css';

type ShownPermit = ParkingPermitType & { lang?: Locale };

/** Home / FAQ / Parking Permits / How to Apply, and the permit type when one is chosen. */
function applyBreadcrumb(intl: IntlShape, permit?: ShownPermit): BreadcrumbItem[] {
  const parking = parkingPermitPageIn(intl);
  const trail: BreadcrumbItem[] = [
    { label: sharedWord('home'), to: '/' },
    { label: intl.formatMessage(m.faq) },
    { label: parking.title, to: parking.path },
    { label: intl.formatMessage(m.howToApply), to: parkingPermitApplyPageIn(intl).path },
  ];
  return permit ? [...trail, { label: permit.type }] : trail;
}

interface ParkingPermitApplyProps {
  page: FaqPageText;
  permit?: ShownPermit;
}

function ParkingPermitApply({ page, permit }: ParkingPermitApplyProps) {
  const intl = useIntl();
  useStructuredData(parkingPermitApplyStructuredData(page, permit));
  return (
    <>
      <PageHeader
        title={page.title}
        description={page.description}
        breadcrumb={applyBreadcrumb(intl, permit)}
      />
      <div className="sf-container cm-faq">
        <div className="cm-faq-notice" role="note" aria-labelledby="apply-online-title">
          <h2 id="apply-online-title">{intl.formatMessage(m.applyOnline)}</h2>
          <p>{intl.formatMessage(m.applyOnlineNotice)}</p>
        </div>
        {permit ? <ChosenPermit permit={permit} /> : <PermitChoice />}
        <WaysToApply />
        <WhatToBring permit={permit} />
        <ApplicationProcess />
      </div>
    </>
  );
}

/**
 * /faq/parking-permit/apply and /faq/parking-permit/apply/{slug}: how to apply for a parking permit. The city
 * takes no applications online, so the page says how to apply in person, by phone and by mail, with the form
 * to download; with a permit type in the address, it is about that type alone.
 */
export function ParkingPermitApplyPage() {
  const intl = useIntl();
  const { permitType } = useParams();
  if (permitType === undefined) return <ParkingPermitApply page={parkingPermitApplyPageIn(intl)} />;
  const permit = getParkingPermitTypeIn(permitType);
  if (!permit) return <RecordNotFound {...parkingPermitTypeNotFoundIn(intl)} />;
  return <ParkingPermitApply page={parkingPermitTypeApplyPage(permit, intl)} permit={permit} />;
}
