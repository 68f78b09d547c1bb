import { PageHeader, RecordNotFound, useStructuredData, type BreadcrumbItem } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import type { FaqPageText, ParkingPermitType } from '../../../types/content';
import {
  getParkingPermitType,
  parkingPermitApplyPage,
  parkingPermitPage,
  parkingPermitTypeApplyPage,
  parkingPermitTypeNotFound,
} from '../data/parking-permits';
import { parkingPermitApplyStructuredData } from '../utils/faq-structured-data';
import { ApplicationProcess } from './application-process';
import { ChosenPermit, PermitChoice } from './permit-choice';
import { WaysToApply } from './ways-to-apply';
import { WhatToBring } from './what-to-bring';
import './faq.css';

/** Home / FAQ / Parking Permits / How to Apply, and the permit type when one is chosen. */
function applyBreadcrumb(permit?: ParkingPermitType): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = [
    { label: 'Home', to: '/' },
    { label: 'FAQ' },
    { label: parkingPermitPage.title, to: parkingPermitPage.path },
    { label: 'How to Apply', to: parkingPermitApplyPage.path },
  ];
  return permit ? [...trail, { label: permit.type }] : trail;
}

interface ParkingPermitApplyProps {
  page: FaqPageText;
  permit?: ParkingPermitType;
}

function ParkingPermitApply({ page, permit }: ParkingPermitApplyProps) {
  useStructuredData(parkingPermitApplyStructuredData(page, permit));
  return (
    <>
      <PageHeader title={page.title} description={page.description} breadcrumb={applyBreadcrumb(permit)} />
      <div className="sf-container cm-faq">
        <div className="cm-faq-notice" role="note" aria-labelledby="apply-online-title">
          <h2 id="apply-online-title">Apply Online</h2>
          <p>
            Online application system coming soon! Until then, apply in person at City Hall, by phone or by
            mail, as described below.
          </p>
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
  const { permitType } = useParams();
  if (permitType === undefined) return <ParkingPermitApply page={parkingPermitApplyPage} />;
  const permit = getParkingPermitType(permitType);
  if (!permit) return <RecordNotFound {...parkingPermitTypeNotFound} />;
  return <ParkingPermitApply page={parkingPermitTypeApplyPage(permit)} permit={permit} />;
}
