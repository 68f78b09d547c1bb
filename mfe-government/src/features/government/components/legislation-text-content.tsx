import { Badge, formatLongDate } from '@springfield/shared';
import type { LegislationItem } from '../../../types/content';
import { DownloadLink } from '../../../components/download-link';
import { legislationDocumentFile } from '../../../documents/document-paths';
import { voteTally } from '../utils/votes';

/** The title of an item's text dialog: the item's own. */
export const legislationTextTitle = (item: LegislationItem): string => item.title;

/** An item's text (View Text), also the page's at /government/legislation/{slug} without script. */
export function LegislationTextContent({ item }: { item: LegislationItem }) {
  const tally = voteTally(item.votes);
  return (
    <>
      <p>
        <Badge tone={item.status === 'Passed' ? 'success' : 'warning'}>{item.status}</Badge>{' '}
        <time dateTime={item.date}>{formatLongDate(item.date)}</time>
      </p>
      <h3>Summary</h3>
      <p>{item.description}</p>
      <h3>Final Vote</h3>
      <p>{tally ?? 'No vote has been taken yet.'}</p>
      <h3>Full Text</h3>
      <div className="gov-fulltext">
        {item.fullText.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3>Related Documents</h3>
      <ul className="gov-rows">
        {item.relatedDocuments.map((name) => (
          <li key={name} className="gov-row">
            <p className="gov-row__title">{name}</p>
            <DownloadLink file={legislationDocumentFile(name)} item={name} ariaLabel={`Download ${name}`} />
          </li>
        ))}
      </ul>
    </>
  );
}
