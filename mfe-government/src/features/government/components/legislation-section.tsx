import { formatLongDate, langOf, lazyDialog, Badge, Card } from '@springfield/shared';
import { useAreaIntl } from '../../../i18n/area-intl';
import type { LegislationItem, Shown } from '../../../types/content';
import { legislationIn } from '../data/legislation';
import { governmentMessages as m } from '../messages';
import { legislationPath, legislationSlug, viewPath } from '../utils/addresses';
import { legislationStatusNames, voteTallyIn } from '../utils/words';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import { DialogLink } from './dialog-link';
import { SectionHeading, UntranslatedNote } from './section-heading';
import { preloadTransparencyDialog } from './transparency-dialogs';

const { Dialog: LegislationTextDialog, preload: preloadLegislationText } = lazyDialog(() =>
  import('./legislation-text-dialog').then((m) => m.LegislationTextDialog),
);

const preloadRecords = () => preloadTransparencyDialog('records');

interface LegislationEntryProps {
  item: Shown<LegislationItem>;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function LegislationEntry({ item, open, onOpen, onClose }: LegislationEntryProps) {
  const intl = useAreaIntl();
  const tally = voteTallyIn(intl, item.votes);
  const inRecord = langOf(item);
  return (
    <Card as="li" className="gov-card gov-legislation">
      <div className="gov-meeting__head">
        <h3 className="gov-card__title" {...inRecord}>
          {item.title}
        </h3>
        <Badge tone={item.status === 'Passed' ? 'success' : 'warning'}>
          {intl.formatMessage(legislationStatusNames[item.status])}
        </Badge>
      </div>
      <p {...inRecord}>{item.description}</p>
      <ul className="gov-meta">
        <li>
          <time dateTime={item.date}>{formatLongDate(item.date)}</time>
        </li>
        {tally ? <li>{tally}</li> : null}
      </ul>
      <DialogLink
        to={legislationPath(item)}
        aria-label={intl.formatMessage(m.viewTextOf, { title: item.title })}
        onOpen={onOpen}
        onPreload={preloadLegislationText}
      >
        {intl.formatMessage(m.viewText)}
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
  const intl = useAreaIntl();
  const items = legislationIn();
  return (
    <section className="gov-section" aria-labelledby="gov-legislation-title" id="legislative-tracker">
      <SectionHeading
        id="gov-legislation-title"
        title={intl.formatMessage(m.legislationTitle)}
        action={
          <DialogLink
            variant="link"
            to={viewPath('legislation')}
            onOpen={onViewAll}
            onPreload={preloadRecords}
          >
            {intl.formatMessage(m.viewAllLegislation)}
          </DialogLink>
        }
      />
      <UntranslatedNote records={items} />
      <ul className="gov-stack">
        {items.map((item) => {
          const slug = legislationSlug(item);
          return (
            <LegislationEntry
              key={slug}
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
