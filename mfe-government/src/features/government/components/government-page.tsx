import { PageHeader } from '@springfield/shared';

export function GovernmentPage() {
  return (
    <PageHeader
      title="Government"
      description="Elected officials, meetings, legislation and open data."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Government' }]}
    />
  );
}
