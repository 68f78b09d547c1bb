import { PageHeader, ButtonLink, sharedWord, type Localized } from '@springfield/shared';
import { useIntl } from 'react-intl';
import type { Service } from '../../../types/content';
import { departmentSummariesIn } from '../data/departments';
import { departmentMessages } from '../messages';
import { DepartmentCard } from './department-card';
import { DepartmentsHelp } from './departments-help';
import { QuickServices } from './quick-services';
import '../../../styles/area.css';
import './departments.css';

export interface DepartmentsPageProps {
  /**
   * The services feature's list in the page's language, handed over by routes.tsx (features do not import
   * each other).
   */
  quickServices: () => readonly Localized<Service>[];
}

/** /departments: Departments & Services. */
export function DepartmentsPage({ quickServices }: DepartmentsPageProps) {
  const intl = useIntl();
  const summaries = departmentSummariesIn(intl);
  const untranslated = summaries.some((department) => department.lang !== intl.locale);
  return (
    <>
      <PageHeader
        title={intl.formatMessage(departmentMessages.pageTitle)}
        description={intl.formatMessage(departmentMessages.pageDescription)}
        breadcrumb={[
          { label: sharedWord('home'), to: '/' },
          { label: intl.formatMessage(departmentMessages.section) },
        ]}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          <QuickServices services={quickServices()} />
          <section className="sp-section" aria-labelledby="city-departments-title">
            <h2 id="city-departments-title">{intl.formatMessage(departmentMessages.cityDepartments)}</h2>
            {untranslated ? (
              <p className="sf-untranslated" role="note">
                {sharedWord('untranslatedItems')}
              </p>
            ) : null}
            <ul className="sp-grid">
              {summaries.map((department) => (
                <DepartmentCard key={department.href} department={department} />
              ))}
            </ul>
            <p className="sp-directory-link">
              <ButtonLink to="/services">{intl.formatMessage(departmentMessages.viewDirectory)}</ButtonLink>
            </p>
          </section>
          <DepartmentsHelp />
        </div>
      </div>
    </>
  );
}
