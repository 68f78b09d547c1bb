import { useStructuredData } from '@springfield/shared';
import { publicWorks, publicWorksIn } from '../data/public-works';
import { DepartmentsRecordPage } from '../../../components/departments-page/departments-record-page';
import { DepartmentContact } from './department-contact';
import { DepartmentServices } from './department-services';
import { PublicWorksProjects } from './public-works-projects';
import { departmentStructuredData } from '../utils/department-structured-data';
import { StaffDirectory } from './staff-directory';
import './departments.css';

/** /departments/public-works: in the page's language when its record is translated, else in English. */
export function PublicWorksPage() {
  const department = publicWorksIn();
  // Search engines read its hours from the English record (opening-hours.ts reads English).
  useStructuredData(departmentStructuredData({ ...department, hours: publicWorks.hours }));
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
      <PublicWorksProjects projects={department.projects} />
      <StaffDirectory staff={department.staff} />
    </DepartmentsRecordPage>
  );
}
