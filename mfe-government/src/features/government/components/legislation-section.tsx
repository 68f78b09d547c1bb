import { Button, formatLongDate, lazyDialog, Badge, Card } from '@springfield/shared';
import type { LegislationItem } from '../../../types/content';
import { legislation } from '../data/legislation';
import { legislationSlug } from '../utils/addresses';
import { voteTally } from '../utils/votes';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import { SectionHeading } from './section-heading';
import { preloadTransparencyDialog } from './transparency-dialogs';

const { Dialog: LegislationTextDialog, preload: preloadLegislationText } = lazyDialog(() =>
  import('./legislation-text-dialog').then((m) => m.LegislationTextDialog),
);

const preloadRecords = () => preloadTransparencyDialog('records');

interface LegislationEntryProps {
  item: LegislationItem;
  /** Opened by its address (/government/legislation/{slug}). */
  routed: boolean;
  onRouteClose?: () => void;
}

function LegislationEntry({ item, routed, onRouteClose }: LegislationEntryProps) {
  const { open, show, close } = useRoutedDialog(routed, onRouteClose);
  const tally = voteTally(item.votes);
  return (
    <Card as="li" className="gov-card gov-legislation">
      <div className="gov-meeting__head">
        <h3 className="gov-card__title">{item.title}</h3>
        <Badge tone={item.status === 'Passed' ? 'success' : 'warning'}>{item.status}</Badge>
      </div>
      <p>{item.description}</p>
      <ul className="gov-meta">
        <li>
          <time dateTime={item.date}>{formatLongDate(item.date)}</time>
        </li>
        {tally ? <li>{tally}</li> : null}
      </ul>
      <Button
        aria-label={`View Text: ${item.title}`}
        onClick={show}
        onPointerEnter={preloadLegislationText}
        onFocus={preloadLegislationText}
      >
        View Text
      </Button>
      <LegislationTextDialog item={item} open={open} onClose={close} />
    </Card>
  );
}

export interface LegislationSectionProps {
  /** /government/legislation has no screen: the link opens the Public Records dialog instead. */
  onViewAll: () => void;
  /** The item whose text its address opens. */
  openSlug?: string;
  onRouteClose?: () => void;
}

export function LegislationSection({ onViewAll, openSlug, onRouteClose }: LegislationSectionProps) {
  return (
    <section className="gov-section" aria-labelledby="gov-legislation-title" id="legislative-tracker">
      <SectionHeading
        id="gov-legislation-title"
        title="Legislative Tracker"
        action={
          <Button variant="link" onClick={onViewAll} onPointerEnter={preloadRecords} onFocus={preloadRecords}>
            View All Legislation
          </Button>
        }
      />
      <ul className="gov-stack">
        {legislation.map((item) => (
          <LegislationEntry
            key={item.title}
            item={item}
            routed={openSlug === legislationSlug(item)}
            onRouteClose={onRouteClose}
          />
        ))}
      </ul>
    </section>
  );
}
