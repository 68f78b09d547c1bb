import { formatLongDate } from '@springfield/shared';
import { archiveFilters, filterArchive, type ArchiveFilter } from '../data/meetings';
import { MeetingRecordLink } from './meeting-record-link';

export const MEETING_ARCHIVES_TITLE = 'Meeting Archives';

export interface MeetingArchivesContentProps {
  /** The meeting type shown; every meeting by default. */
  filter?: ArchiveFilter;
  /** Shows the filter chips, which change the type shown (none without script: the whole archive shows). */
  onFilter?: (filter: ArchiveFilter) => void;
}

/** The Meeting Archives dialog's content (also the page's, at /government/meetings without script). */
export function MeetingArchivesContent({ filter = 'All', onFilter }: MeetingArchivesContentProps) {
  const entries = filterArchive(filter);
  return (
    <>
      {onFilter ? (
        <div className="gov-chips" role="group" aria-label="Filter meetings by type">
          {archiveFilters.map((chip) => (
            <button
              key={chip}
              type="button"
              className="gov-chip"
              aria-pressed={chip === filter}
              onClick={() => onFilter(chip)}
            >
              {chip}
            </button>
          ))}
        </div>
      ) : null}
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
                <MeetingRecordLink
                  className="gov-buttons__button"
                  key={doc}
                  meeting={entry}
                  name={doc}
                  label={doc}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
