import { useState } from 'react';
import { BellOutlined, WifiOutlined } from '@ant-design/icons';
import { Button, PageHeader } from '@springfield/shared';
import { NewsFeedChoice } from '../../feeds/feed-choice';

const FEEDS_ID = 'news-feeds';

/**
 * The newsroom's heading with Subscribe (to the newsletter box) and RSS Feed (shows the news feeds; the spec
 * shows no action for either).
 */
export function NewsHero() {
  const [feedsShown, setFeedsShown] = useState(false);
  return (
    <PageHeader
      title="Newsroom"
      description="Stay informed with the latest news, press releases, public notices and stories from the City of Springfield."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Newsroom' }]}
    >
      <div className="ne-hero-actions">
        <Button
          variant="primary"
          size="large"
          icon={<BellOutlined aria-hidden="true" />}
          onClick={() => document.getElementById('newsletter-email')?.focus()}
        >
          Subscribe
        </Button>
        <Button
          size="large"
          icon={<WifiOutlined aria-hidden="true" />}
          aria-expanded={feedsShown}
          aria-controls={FEEDS_ID}
          onClick={() => setFeedsShown((shown) => !shown)}
        >
          RSS Feed
        </Button>
      </div>
      {feedsShown ? <NewsFeedChoice id={FEEDS_ID} /> : null}
    </PageHeader>
  );
}
