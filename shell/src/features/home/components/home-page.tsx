import { usePageTitle } from '@springfield/shared';
import { RemoteWidget } from '../../remotes/remote-widget';
import { FaqList } from './faq-list';
import { HomeHero } from './home-hero';
import { NeedHelp } from './need-help';
import '../home.css';

/** Home: the shell's own sections around three widgets that the remotes expose. */
export function HomePage() {
  usePageTitle(
    undefined,
    'Official website of the City of Springfield: pay bills, request services, news, events and meetings.',
  );
  return (
    <>
      <HomeHero />
      <div className="sf-container sh-home">
        <div className="sh-home__news-events">
          <RemoteWidget
            remote="news_events"
            module="./LatestNewsWidget"
            title="Latest News"
            minHeight={420}
          />
          <RemoteWidget
            remote="news_events"
            module="./UpcomingEventsWidget"
            title="Upcoming Events"
            minHeight={420}
          />
        </div>
        <RemoteWidget
          remote="community"
          module="./CityInitiativesWidget"
          title="City Initiatives"
          minHeight={360}
        />
        <div className="sh-home__help">
          <FaqList />
          <NeedHelp />
        </div>
      </div>
    </>
  );
}
