import { RecordPageHeader, RecordNotFound } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { departmentNotFound, departmentsSection, getDepartment } from '../data/departments';
import { DepartmentContact } from './department-contact';
import { DepartmentServices } from './department-services';
import { StaffDirectory } from './staff-directory';
import '../../../styles/area.css';
import './departments.css';

/** /departments/{slug} for every department but Public Works, which has its own page. */
export function DepartmentDetailPage() {
  const { slug } = useParams();
  const department = getDepartment(slug);
  if (!department) return <RecordNotFound {...departmentNotFound} />;
  return (
    <>
      <RecordPageHeader
        title={department.name}
        description={department.description}
        section={departmentsSection}
        back
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-layout__aside">
            <DepartmentContact
              hours={department.hours}
              location={department.location}
              phone={department.phone}
            />
          </div>
          <div className="sp-stack sp-layout__main">
            <DepartmentServices services={department.services} />
            <StaffDirectory staff={department.staff} />
          </div>
        </div>
      </div>
    </>
  );
}
