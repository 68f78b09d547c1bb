import { PageHeader } from '@springfield/shared';

export function ProgramsPage() {
  return (
    <PageHeader
      title="Programs & Initiatives"
      description="City programs that improve life in Springfield."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Programs & Initiatives' }]}
    />
  );
}
