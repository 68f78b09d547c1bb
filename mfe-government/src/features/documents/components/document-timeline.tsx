import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { formatLongDate, langOf, type Locale } from '@springfield/shared';
import type { TimelineEntry } from '../../../types/content';
import { useAreaIntl } from '../../../i18n/area-intl';
import { documentMessages as m } from '../messages';

export interface DocumentTimelineProps {
  entries: readonly TimelineEntry[];
  /** The language the entries' events are in. */
  lang?: Locale;
}

/** Completed steps are highlighted, upcoming ones muted (and said in words, not only by colour). */
export function DocumentTimeline({ entries, lang }: DocumentTimelineProps) {
  const intl = useAreaIntl();
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-timeline-title">
      <h2 id="gov-doc-timeline-title">{intl.formatMessage(m.timelineTitle)}</h2>
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
              <p className="gov-timeline__event" {...langOf({ lang })}>
                {entry.event}
              </p>
              <p className="gov-timeline__date">
                <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
                <span>
                  {' · '}
                  {intl.formatMessage(entry.status === 'completed' ? m.stepCompleted : m.stepUpcoming)}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
