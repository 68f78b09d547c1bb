import { PageHeader } from '@springfield/shared';

export function PaymentsPage() {
  return (
    <PageHeader
      title="Pay Fines & Taxes"
      description="Pay citations, property taxes and business fees online."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Pay Fines & Taxes' }]}
    />
  );
}
