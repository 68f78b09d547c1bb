import { useStructuredData } from '@springfield/shared';
import {
  publicWorks,
  publicWorksProjects,
  publicWorksServices,
  publicWorksStaff,
} from '../data/public-works';
import { DepartmentsRecordPage } from '../../../components/departments-page/departments-record-page';
import { DepartmentContact } from './department-contact';
import { DepartmentServices } from './department-services';
import { PublicWorksProjects } from './public-works-projects';
import { departmentStructuredData } from '../utils/department-structured-data';
import { StaffDirectory } from './staff-directory';
import './departments.css';

/** /departments/public-works. */
export function PublicWorksPage() {
  useStructuredData(departmentStructuredData(publicWorks));
  return (
    <DepartmentsRecordPage
      title={publicWorks.name}
      description={publicWorks.description}
      aside={
        <DepartmentContact
          hours={publicWorks.hours}
          emergency={publicWorks.emergency}
          location={publicWorks.location}
          phone={publicWorks.phone}
          email={publicWorks.email}
        />
      }
    >
      <DepartmentServices services={publicWorksServices} />
      <PublicWorksProjects projects={publicWorksProjects} />
      <StaffDirectory staff={publicWorksStaff} />
    </DepartmentsRecordPage>
  );
}
