import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BellOutlined, WifiOutlined } from '@ant-design/icons';
import { Button, ButtonLink, PageHeader, sharedWord } from '@springfield/shared';
import { newsMessages } from '../messages';
import { NewsFeedChoice } from '../../feeds/feed-choice';
import { isPlainClick } from '../../events/utils/plain-click';
import '../../../components/with-and-without-script.css';

const FEEDS_ID = 'news-feeds';
/** The feeds' list a browser without script shows (another id: both are in the page). */
const FEEDS_WITHOUT_SCRIPT_ID = 'news-feeds-list';

/**
 * The newsroom's heading with Subscribe (to the newsletter box) and RSS Feed (shows the news feeds; the spec
 * shows no action for either). Subscribe is a link to the newsletter's e-mail field, which a plain click
 * focuses. RSS Feed is a disclosure button with script; without script (`ne-without-script`) it is a link to
 * the list of feeds, which is then in the page.
 */
export function NewsHero() {
  const intl = useIntl();
  const [feedsShown, setFeedsShown] = useState(false);
  const title = intl.formatMessage(newsMessages.newsroomTitle);
  return (
    <PageHeader
      title={title}
      description={intl.formatMessage(newsMessages.newsroomDescription)}
      breadcrumb={[{ label: sharedWord('home'), to: '/' }, { label: title }]}
    >
      <div className="ne-hero-actions">
        <ButtonLink
          variant="primary"
          size="large"
          href="#newsletter-email"
          icon={<BellOutlined aria-hidden="true" />}
          onClick={(click) => {
            if (!isPlainClick(click)) return;
            click.preventDefault();
            document.getElementById('newsletter-email')?.focus();
          }}
        >
          {intl.formatMessage(newsMessages.subscribe)}
        </ButtonLink>
        <Button
          className="ne-with-script"
          size="large"
          icon={<WifiOutlined aria-hidden="true" />}
          aria-expanded={feedsShown}
          aria-controls={FEEDS_ID}
          onClick={() => setFeedsShown((shown) => !shown)}
        >
          {intl.formatMessage(newsMessages.rssFeed)}
        </Button>
        <ButtonLink
          className="ne-without-script"
          size="large"
          href={`#${FEEDS_WITHOUT_SCRIPT_ID}`}
          icon={<WifiOutlined aria-hidden="true" />}
        >
          {intl.formatMessage(newsMessages.rssFeed)}
        </ButtonLink>
      </div>
      {feedsShown ? <NewsFeedChoice id={FEEDS_ID} /> : null}
      <div className="ne-without-script">
        <NewsFeedChoice id={FEEDS_WITHOUT_SCRIPT_ID} />
      </div>
    </PageHeader>
  );
}
