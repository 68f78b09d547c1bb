import { BellOutlined, WifiOutlined } from '@ant-design/icons';
import { Button, PageHeader } from '@springfield/shared';

/** The newsroom's heading with Subscribe and RSS Feed (their action is not shown in the spec). */
export function NewsHero() {
  return (
    <PageHeader
      title="Newsroom"
      description="Stay informed with the latest news, press releases, public notices and stories from the City of Springfield."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Newsroom' }]}
    >
      <div className="ne-hero-actions">
        <Button variant="primary" size="large" icon={<BellOutlined aria-hidden="true" />}>
          Subscribe
        </Button>
        <Button size="large" icon={<WifiOutlined aria-hidden="true" />}>
          RSS Feed
        </Button>
      </div>
    </PageHeader>
  );
}
