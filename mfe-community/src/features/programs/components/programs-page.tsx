import { PageHeader } from '@springfield/shared';
import { programs } from '../data/programs';
import { GetInvolved } from './get-involved';
import { ProgramSection } from './program-section';
import { ProgramsSummary } from './programs-summary';
import './programs.css';

export function ProgramsPage() {
  return (
    <>
      <PageHeader
        title="Programs & Initiatives"
        description="Discover the city programs making Springfield a greener, safer and more connected place to live."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Programs & Initiatives' }]}
      />
      <div className="sf-container cm-programs">
        <ProgramsSummary />
        {programs.map((program) => (
          <ProgramSection key={program.id} program={program} />
        ))}
        <GetInvolved />
      </div>
    </>
  );
}
