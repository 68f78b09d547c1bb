import { PageHeader } from '@springfield/shared';

export function EventsPage() {
  return (
    <PageHeader
      title="Events & Meetings"
      description="Council meetings, community events and workshops across Springfield."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Events & Meetings' }]}
    />
  );
}
