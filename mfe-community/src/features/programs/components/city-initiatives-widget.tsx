import { Link } from 'react-router-dom';
import { Widget } from '@springfield/shared';
import { Carousel } from '@springfield/shared/carousel';
import {
  INITIATIVES_AUTOPLAY_MS,
  initiatives as defaultInitiatives,
  type Initiative,
} from '../data/initiatives';
import './city-initiatives-widget.css';

export interface CityInitiativesCarouselProps {
  items?: readonly Initiative[];
  intervalMs?: number;
}

/** Home's City Initiatives carousel: the shared Carousel, rotating every 4.5 s. No antd here: Home loads none. */
export function CityInitiativesCarousel({
  items = defaultInitiatives,
  intervalMs = INITIATIVES_AUTOPLAY_MS,
}: CityInitiativesCarouselProps) {
  return (
    <Carousel
      label="City Initiatives slideshow"
      items={items}
      itemKey={(item) => item.id}
      itemTitle={(item) => item.title}
      itemName="initiative"
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
            <h3 className="cm-initiatives__title">{item.title}</h3>
            <p>{item.summary}</p>
            <p className="cm-initiatives__highlight">{item.highlight}</p>
            <Link className="cm-initiatives__more" to={`/programs/${item.id}`}>
              Learn More<span className="sf-visually-hidden"> about {item.title}</span>
            </Link>
          </div>
        </div>
      )}
    />
  );
}

/** Home widget (exposed as './CityInitiativesWidget'): heading, carousel and the link to all programs. */
export default function CityInitiativesWidget() {
  return (
    <Widget
      className="cm-initiatives"
      variant="plain"
      title="City Initiatives"
      viewAll={{ to: '/programs', label: 'View All Programs' }}
    >
      <div className="cm-initiatives__frame">
        <CityInitiativesCarousel />
      </div>
    </Widget>
  );
}
