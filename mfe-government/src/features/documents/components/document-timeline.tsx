import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { formatLongDate } from '@springfield/shared';
import type { TimelineEntry } from '../../../types/content';

export interface DocumentTimelineProps {
  entries: readonly TimelineEntry[];
}

/** Completed steps are highlighted, upcoming ones muted (and said in words, not only by colour). */
export function DocumentTimeline({ entries }: DocumentTimelineProps) {
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-timeline-title">
      <h2 id="gov-doc-timeline-title">Timeline</h2>
      <ol className="gov-timeline">
        {entries.map((entry) => (
          <li
            key={`${entry.date}-${entry.event}`}
            className={`gov-timeline__entry gov-timeline__entry--${entry.status}`}
          >
            {entry.status === 'completed' ? (
              <CheckCircleFilled className="gov-timeline__icon" aria-hidden />
            ) : (
              <ClockCircleOutlined className="gov-timeline__icon" aria-hidden />
            )}
            <div>
              <p className="gov-timeline__event">{entry.event}</p>
              <p className="gov-timeline__date">
                <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
                <span> · {entry.status === 'completed' ? 'Completed' : 'Upcoming'}</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
