import { formatLongDate, Badge } from '@springfield/shared';
import type { LegislationItem } from '../../../types/content';
import { DownloadButton } from '../../../components/download-button';
import { voteTally } from '../utils/votes';
import { Dialog } from '@springfield/shared/dialog';

export interface LegislationTextDialogProps {
  item: LegislationItem;
  open: boolean;
  onClose: () => void;
}

export function LegislationTextDialog({ item, open, onClose }: LegislationTextDialogProps) {
  const tally = voteTally(item.votes);
  return (
    <Dialog title={item.title} open={open} onClose={onClose} size="large" className="gov-dialog">
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
            <DownloadButton item={name} ariaLabel={`Download ${name}`} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
