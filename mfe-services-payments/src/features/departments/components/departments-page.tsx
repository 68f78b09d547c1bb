import { PageHeader } from '@springfield/shared';

export function DepartmentsPage() {
  return (
    <PageHeader
      title="Departments & Services"
      description="Find city departments, their services, hours and contacts."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Departments & Services' }]}
    />
  );
}
