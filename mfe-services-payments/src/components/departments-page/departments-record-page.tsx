import { RecordPageHeader } from '@springfield/shared';
import type { ReactNode } from 'react';
import { departmentsSection } from '../../features/departments/data/departments';
import '../../styles/area.css';

export interface DepartmentsRecordPageProps {
  title: string;
  description: string;
  /** The side column: contact, service details. */
  aside: ReactNode;
  /** The main column. */
  children: ReactNode;
}

/**
 * A page under Departments (a department, Public Works, a service): its header with the breadcrumb and the
 * link back to Departments, then the side and main columns.
 */
export function DepartmentsRecordPage({ title, description, aside, children }: DepartmentsRecordPageProps) {
  return (
    <>
      <RecordPageHeader title={title} description={description} section={departmentsSection} back />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-stack sp-layout__aside">{aside}</div>
          <div className="sp-stack sp-layout__main">{children}</div>
        </div>
      </div>
    </>
  );
}
