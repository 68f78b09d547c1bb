import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  currentLocale,
  langOf,
  sharedWord,
  Widget,
  type Locale,
  inRecordLanguage,
} from '@springfield/shared';
import { Carousel } from '@springfield/shared/carousel';
import { areaIntl } from '../../../i18n/area-intl';
import { INITIATIVES_AUTOPLAY_MS, initiativesIn, type Initiative } from '../data/initiatives';
import { programMessages as m } from '../messages';
import './city-initiatives-widget.css';

export interface CityInitiativesCarouselProps {
  /** The slides; the page's language's by default. */
  items?: readonly (Initiative & { lang?: Locale })[];
  intervalMs?: number;
}

/** Home's City Initiatives carousel: the shared Carousel, rotating every 4.5 s. No antd here: Home loads none. */
export function CityInitiativesCarousel({
  items = initiativesIn(),
  intervalMs = INITIATIVES_AUTOPLAY_MS,
}: CityInitiativesCarouselProps) {
  const intl = useIntl();
  const hidden = (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>;
  return (
    <Carousel
      label={intl.formatMessage(m.slideshowLabel)}
      items={items}
      itemKey={(item) => item.id}
      itemTitle={(item) => item.title}
      itemName={intl.formatMessage(m.slideName)}
      autoplayMs={intervalMs}
      renderItem={(item) => (
        <div className="cm-initiatives__slide">
          <img
            className="cm-initiatives__image"
            src={item.image}
            alt=""
            width={320}
            height={180}
            loading="lazy"
            decoding="async"
          />
          <div className="cm-initiatives__body">
            <div {...langOf(item)}>
              <h3 className="cm-initiatives__title">{item.title}</h3>
              <p>{item.summary}</p>
              <p className="cm-initiatives__highlight">{item.highlight}</p>
            </div>
            <Link className="cm-initiatives__more" to={`/programs/${item.id}`}>
              {intl.formatMessage(m.learnMore, {
                title: inRecordLanguage(item, item.title),
                hidden,
              })}
            </Link>
          </div>
        </div>
      )}
    />
  );
}

function CityInitiatives() {
  const intl = useIntl();
  const items = initiativesIn();
  const someInEnglish = items.some((item) => (item.lang ?? 'en') !== currentLocale());
  return (
    <Widget
      className="cm-initiatives"
      variant="plain"
      title={intl.formatMessage(m.initiativesTitle)}
      titleId="city-initiatives-title"
      viewAll={{ to: '/programs', label: intl.formatMessage(m.viewAllPrograms) }}
    >
      {someInEnglish ? (
        <p className="sf-untranslated" role="note">
          {sharedWord('untranslatedItems')}
        </p>
      ) : null}
      <div className="cm-initiatives__frame">
        <CityInitiativesCarousel items={items} />
      </div>
    </Widget>
  );
}

/** Home widget (exposed as './CityInitiativesWidget'): heading, carousel and the link to all programs. */
export default function CityInitiativesWidget() {
  return (
    <areaIntl.Provider>
      <CityInitiatives />
    </areaIntl.Provider>
  );
}

/** Loads this area's messages in a language: the shell awaits it before the widget renders in it. */
export const loadMessages = areaIntl.loadMessages;
