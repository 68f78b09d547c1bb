import { formatLongDate, langOf } from '@springfield/shared';
import { archiveFilters, filterArchiveIn, meetingArchive, type ArchiveFilter } from '../data/meetings';
import { areaIntl, useAreaIntl } from '../../../i18n/area-intl';
import { governmentMessages as m } from '../messages';
import { archiveFilterNames, recordNames } from '../utils/words';
import { MeetingRecordLink } from './meeting-record-link';
import { UntranslatedNote } from './section-heading';

/** "Meeting Archives", in the page's language. */
export const meetingArchivesTitle = (): string => areaIntl.intl().formatMessage(m.archivesTitle);

export interface MeetingArchivesContentProps {
  /** The meeting type shown; every meeting by default. */
  filter?: ArchiveFilter;
  /** Shows the filter chips, which change the type shown (none without script: the whole archive shows). */
  onFilter?: (filter: ArchiveFilter) => void;
}

/** The Meeting Archives dialog's content (also the page's, at /government/meetings without script). */
export function MeetingArchivesContent({ filter = 'All', onFilter }: MeetingArchivesContentProps) {
  const intl = useAreaIntl();
  const entries = filterArchiveIn(filter);
  return (
    <>
      {onFilter ? (
        <div className="gov-chips" role="group" aria-label={intl.formatMessage(m.archivesFilter)}>
          {archiveFilters.map((chip) => (
            <button
              key={chip}
              type="button"
              className="gov-chip"
              aria-pressed={chip === filter}
              onClick={() => onFilter(chip)}
            >
              {intl.formatMessage(archiveFilterNames[chip])}
            </button>
          ))}
        </div>
      ) : null}
      <h3>{intl.formatMessage(m.recentTitle)}</h3>
      {entries.length === 0 ? <p>{intl.formatMessage(m.archivesEmpty)}</p> : null}
      <UntranslatedNote records={entries} />
      <ul className="gov-rows">
        {entries.map((entry) => (
          <li key={entry.slug} className="gov-row gov-row--stacked">
            <div>
              <p className="gov-row__title" {...langOf(entry)}>
                {entry.title}
              </p>
              <p className="gov-muted">
                {intl.formatMessage(m.archiveDateType, {
                  date: formatLongDate(entry.date),
                  type: intl.formatMessage(archiveFilterNames[entry.type]),
                })}
              </p>
            </div>
            <div className="gov-buttons">
              {entry.documents.map((doc) => (
                <MeetingRecordLink
                  className="gov-buttons__button"
                  key={doc}
                  meeting={{
                    ...entry,
                    englishTitle: meetingArchive.find((english) => english.slug === entry.slug)?.title,
                  }}
                  name={doc}
                  label={intl.formatMessage(recordNames[doc])}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
