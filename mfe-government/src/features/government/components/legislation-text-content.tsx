import { Badge, formatLongDate, langOf } from '@springfield/shared';
import { useAreaIntl } from '../../../i18n/area-intl';
import type { LegislationItem, Shown } from '../../../types/content';
import { DownloadLink } from '../../../components/download-link';
import { legislationDocumentFile } from '../../../documents/document-paths';
import { getLegislation } from '../data/legislation';
import { governmentMessages as m } from '../messages';
import { legislationStatusNames, voteTallyIn } from '../utils/words';
import { UntranslatedRecordNote } from './section-heading';

/** The title of an item's text dialog: the item's own. */
export const legislationTextTitle = (item: LegislationItem): string => item.title;

/** An item's text (View Text), also the page's at /government/legislation/{slug} without script. */
export function LegislationTextContent({ item }: { item: Shown<LegislationItem> }) {
  const intl = useAreaIntl();
  const tally = voteTallyIn(intl, item.votes);
  const inRecord = langOf(item);
  // Its documents' files are named after the English record's.
  const english = getLegislation(item.slug) ?? item;
  return (
    <>
      <UntranslatedRecordNote record={item} />
      <p>
        <Badge tone={item.status === 'Passed' ? 'success' : 'warning'}>
          {intl.formatMessage(legislationStatusNames[item.status])}
        </Badge>{' '}
        <time dateTime={item.date}>{formatLongDate(item.date)}</time>
      </p>
      <h3>{intl.formatMessage(m.summary)}</h3>
      <p {...inRecord}>{item.description}</p>
      <h3>{intl.formatMessage(m.finalVote)}</h3>
      <p>{tally ?? intl.formatMessage(m.noVote)}</p>
      <h3>{intl.formatMessage(m.fullText)}</h3>
      <div className="gov-fulltext" {...inRecord}>
        {item.fullText.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3>{intl.formatMessage(m.relatedDocuments)}</h3>
      <ul className="gov-rows">
        {item.relatedDocuments.map((name, index) => (
          <li key={name} className="gov-row">
            <p className="gov-row__title" {...inRecord}>
              {name}
            </p>
            <DownloadLink
              file={legislationDocumentFile(english.relatedDocuments[index] ?? name)}
              item={name}
              ariaLabel={intl.formatMessage(m.downloadItem, { name })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
