import { formatLongDate, lazyDialog, Badge, Card } from '@springfield/shared';
import type { LegislationItem } from '../../../types/content';
import { legislation } from '../data/legislation';
import { legislationPath, legislationSlug, viewPath } from '../utils/addresses';
import { voteTally } from '../utils/votes';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import { DialogLink } from './dialog-link';
import { SectionHeading } from './section-heading';
import { preloadTransparencyDialog } from './transparency-dialogs';

const { Dialog: LegislationTextDialog, preload: preloadLegislationText } = lazyDialog(() =>
  import('./legislation-text-dialog').then((m) => m.LegislationTextDialog),
);

const preloadRecords = () => preloadTransparencyDialog('records');

interface LegislationEntryProps {
  item: LegislationItem;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function LegislationEntry({ item, open, onOpen, onClose }: LegislationEntryProps) {
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
      <DialogLink
        to={legislationPath(item)}
        aria-label={`View Text: ${item.title}`}
        onOpen={onOpen}
        onPreload={preloadLegislationText}
      >
        View Text
      </DialogLink>
      <LegislationTextDialog item={item} open={open} onClose={onClose} />
    </Card>
  );
}

export interface LegislationSectionProps {
  /** View All Legislation opens the Public Records dialog, whose address (/government/legislation) follows. */
  onViewAll: () => void;
  /** The item whose text its address opens (/government/legislation/{slug}). */
  openSlug?: string;
  onRouteClose?: () => void;
}

export function LegislationSection({ onViewAll, openSlug, onRouteClose }: LegislationSectionProps) {
  const { open, show, close } = useRoutedDialog(openSlug ?? null, onRouteClose);
  return (
    <section className="gov-section" aria-labelledby="gov-legislation-title" id="legislative-tracker">
      <SectionHeading
        id="gov-legislation-title"
        title="Legislative Tracker"
        action={
          <DialogLink
            variant="link"
            to={viewPath('legislation')}
            onOpen={onViewAll}
            onPreload={preloadRecords}
          >
            View All Legislation
          </DialogLink>
        }
      />
      <ul className="gov-stack">
        {legislation.map((item) => {
          const slug = legislationSlug(item);
          return (
            <LegislationEntry
              key={item.title}
              item={item}
              open={open === slug}
              onOpen={() => show(slug)}
              onClose={close}
            />
          );
        })}
      </ul>
    </section>
  );
}
