import { PageHeader, ButtonLink } from '@springfield/shared';
import type { Service } from '../../../types/content';
import { departmentSummaries } from '../data/departments';
import { DepartmentCard } from './department-card';
import { DepartmentsHelp } from './departments-help';
import { QuickServices } from './quick-services';
import '../../../styles/area.css';
import './departments.css';

export interface DepartmentsPageProps {
  /** The services feature's list, handed over by routes.tsx (features do not import each other). */
  quickServices: readonly Service[];
}

/** /departments: Departments & Services. */
export function DepartmentsPage({ quickServices }: DepartmentsPageProps) {
  return (
    <>
      <PageHeader
        title="Departments & Services"
        description="Find city departments, the services they offer, their hours and how to reach them."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Departments' }]}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          <QuickServices services={quickServices} />
          <section className="sp-section" aria-labelledby="city-departments-title">
            <h2 id="city-departments-title">City Departments</h2>
            <ul className="sp-grid">
              {departmentSummaries.map((department) => (
                <DepartmentCard key={department.href} department={department} />
              ))}
            </ul>
            <p className="sp-directory-link">
              <ButtonLink to="/services">View Service Directory</ButtonLink>
            </p>
          </section>
          <DepartmentsHelp />
        </div>
      </div>
    </>
  );
}
