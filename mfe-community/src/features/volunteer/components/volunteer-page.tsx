import { PageHeader } from '@springfield/shared';

export function VolunteerPage() {
  return (
    <PageHeader
      title="Volunteer Opportunities"
      description="Give your time to your community."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Volunteer Opportunities' }]}
    />
  );
}
