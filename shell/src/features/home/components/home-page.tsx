import { usePageTitle } from '@springfield/shared';
import type { HomeSlot } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { declaredWords } from '../../language/components/declared-words';
import { homeMessages } from '../messages';
import { remoteAreas, widgetsFor } from '../../remotes/remote-areas';
import { RemoteWidget } from '../../remotes/remote-widget';
import { FaqList } from './faq-list';
import { HomeHero } from './home-hero';
import { NeedHelp } from './need-help';
import '../home.css';

/** Home: the shell's own sections around the widgets that the remotes list names for its slots. */
export function HomePage() {
  const intl = useIntl();
  usePageTitle(undefined, intl.formatMessage(homeMessages.description));
  return (
    <>
      <HomeHero />
      <div className="sf-container sh-home">
        <div className="sh-home__news-events">
          <HomeWidgets slot="home-news-events" />
        </div>
        <HomeWidgets slot="home-initiatives" />
        <div className="sh-home__help">
          <FaqList />
          <NeedHelp />
        </div>
      </div>
    </>
  );
}

/** The widgets the remotes list names for one slot of Home, each behind its own loading and failure state. */
function HomeWidgets({ slot }: { slot: HomeSlot }) {
  return widgetsFor(slot).map((widget) => (
    <RemoteWidget
      key={`${widget.remote}${widget.module}`}
      remote={widget.remote}
      module={widget.module}
      title={declaredWords(widget, 'title').text}
      languages={languagesOf(widget.remote)}
      minHeight={widget.minHeight}
    />
  ));
}

/** The languages besides English a remote's widgets are written in. */
function languagesOf(remote: string) {
  return remoteAreas().find((area) => area.name === remote)?.languages ?? [];
}
