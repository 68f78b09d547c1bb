import { formatLongDate } from '@springfield/shared';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { archiveFilters, filterArchive, type ArchiveFilter } from '../data/meetings';
import { Dialog, type DialogProps } from '@springfield/shared/dialog';

export function MeetingArchivesDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  const [filter, setFilter] = useState<ArchiveFilter>('All');
  const entries = filterArchive(filter);
  return (
    <Dialog title="Meeting Archives" open={open} onClose={onClose} size="large" className="gov-dialog">
      <div className="gov-chips" role="group" aria-label="Filter meetings by type">
        {archiveFilters.map((chip) => (
          <button
            key={chip}
            type="button"
            className="gov-chip"
            aria-pressed={chip === filter}
            onClick={() => setFilter(chip)}
          >
            {chip}
          </button>
        ))}
      </div>
      <h3>Recent Meetings</h3>
      {entries.length === 0 ? <p>No meetings of this type in the archive.</p> : null}
      <ul className="gov-rows">
        {entries.map((entry) => (
          <li key={`${entry.title}-${entry.date}`} className="gov-row gov-row--stacked">
            <div>
              <p className="gov-row__title">{entry.title}</p>
              <p className="gov-muted">
                {formatLongDate(entry.date)} · {entry.type}
              </p>
            </div>
            <div className="gov-buttons">
              {entry.documents.map((doc) => (
                <DownloadButton
                  className="gov-buttons__button"
                  key={doc}
                  size="small"
                  item={`${entry.title} ${doc}`}
                  ariaLabel={`${doc}, ${entry.title}, ${formatLongDate(entry.date)}`}
                >
                  {doc}
                </DownloadButton>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
