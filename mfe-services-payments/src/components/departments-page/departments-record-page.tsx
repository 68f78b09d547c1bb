import {
  currentLocale,
  InEnglish,
  PageHeader,
  RecordPageHeader,
  sharedWord,
  type Locale,
} from '@springfield/shared';
import type { ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { departmentsSection } from '../../features/departments/data/departments';
import { areaIntl } from '../../i18n/area-intl';
import '../../styles/area.css';

export interface DepartmentsRecordPageProps {
  title: string;
  description: string;
  /** The side column: contact, service details. */
  aside: ReactNode;
  /** The main column. */
  children: ReactNode;
  /** The language the record is in (localizeRecords' `lang`); the page's when left out. */
  lang?: Locale;
}

function RecordPage({ title, description, aside, children }: Omit<DepartmentsRecordPageProps, 'lang'>) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const section = departmentsSection(intl);
  const header =
    locale === currentLocale() ? (
      <RecordPageHeader title={title} description={description} section={section} back />
    ) : (
      // The page shown in English (its record has no translation): its frame words in English too.
      <PageHeader
        title={title}
        description={description}
        breadcrumb={[{ label: sharedWord('home', locale), to: '/' }, section, { label: title }]}
        back={{ to: section.to, label: sharedWord('backTo', locale, section.label) }}
      />
    );
  return (
    <>
      {header}
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-stack sp-layout__aside">{aside}</div>
          <div className="sp-stack sp-layout__main">{children}</div>
        </div>
      </div>
    </>
  );
}

/**
 * A page under Departments (a department, Public Works, a service): its header with the breadcrumb and the
 * link back to Departments, then the side and main columns. A record with no translation in the page's
 * language is shown as a page in English (its words and the page's around them), marked `lang="en"` after a
 * note in the page's language.
 */
export function DepartmentsRecordPage({ lang, ...page }: DepartmentsRecordPageProps) {
  if (lang === undefined || lang === currentLocale()) return <RecordPage {...page} />;
  return (
    <InEnglish shown={lang} part="page" noteClassName="sf-container">
      <RawIntlProvider value={areaIntl.intl(lang)}>
        <RecordPage {...page} />
      </RawIntlProvider>
    </InEnglish>
  );
}
