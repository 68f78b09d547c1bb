import { RecordNotFound, useStructuredData } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { DepartmentsRecordPage } from '../../../components/departments-page/departments-record-page';
import { departmentIn, departmentNotFound, getDepartment } from '../data/departments';
import { departmentStructuredData } from '../utils/department-structured-data';
import { DepartmentContact } from './department-contact';
import { DepartmentServices } from './department-services';
import { PublicWorksProjects } from './public-works-projects';
import { StaffDirectory } from './staff-directory';
import './departments.css';

/**
 * /departments/{slug} for every department but Public Works, which has its own page. What a department's
 * record holds is shown whatever the department: an e-mail address, an emergency line or projects added to
 * its file appear on its page. In the page's language when the record is translated, else in English.
 */
export function DepartmentDetailPage() {
  const intl = useIntl();
  const { slug } = useParams();
  const english = getDepartment(slug);
  const department = departmentIn(slug);
  // Search engines read its hours from the English record (opening-hours.ts reads English).
  useStructuredData(
    department && english ? departmentStructuredData({ ...department, hours: english.hours }) : undefined,
  );
  if (!department) return <RecordNotFound {...departmentNotFound(intl)} />;
  return (
    <DepartmentsRecordPage
      title={department.name}
      description={department.description}
      lang={department.lang}
      aside={
        <DepartmentContact
          hours={department.hours}
          emergency={department.emergency}
          location={department.location}
          phone={department.phone}
          email={department.email}
        />
      }
    >
      <DepartmentServices services={department.services} />
      {department.projects?.length ? <PublicWorksProjects projects={department.projects} /> : null}
      <StaffDirectory staff={department.staff} />
    </DepartmentsRecordPage>
  );
}
