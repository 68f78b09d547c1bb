import { RecordPageHeader } from '@springfield/shared';
import {
  publicWorks,
  publicWorksProjects,
  publicWorksServices,
  publicWorksStaff,
} from '../data/public-works';
import { departmentsSection } from '../data/departments';
import { DepartmentContact } from './department-contact';
import { DepartmentServices } from './department-services';
import { PublicWorksProjects } from './public-works-projects';
import { StaffDirectory } from './staff-directory';
import '../../../styles/area.css';
import './departments.css';

/** /departments/public-works. */
export function PublicWorksPage() {
  return (
    <>
      <RecordPageHeader
        title={publicWorks.name}
        description={publicWorks.description}
        section={departmentsSection}
        back
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-layout__aside">
            <DepartmentContact
              hours={publicWorks.hours}
              emergency={{ hours: publicWorks.emergencyHours, phone: publicWorks.emergencyPhone }}
              location={publicWorks.location}
              phone={publicWorks.phone}
              email={publicWorks.email}
            />
          </div>
          <div className="sp-stack sp-layout__main">
            <DepartmentServices services={publicWorksServices} />
            <PublicWorksProjects projects={publicWorksProjects} />
            <StaffDirectory staff={publicWorksStaff} />
          </div>
        </div>
      </div>
    </>
  );
}
