import { PageHeader } from '@springfield/shared';

export function NewsPage() {
  return (
    <PageHeader
      title="Newsroom"
      description="Official news, press releases and public notices from the City of Springfield."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Newsroom' }]}
    />
  );
}
