import {
  formatCompactDollars,
  formatLongDate,
  parseCompactDollars,
  Badge,
  Card,
  DEFAULT_LOCALE,
  type Locale,
} from '@springfield/shared';
import { useIntl } from 'react-intl';
import type { PublicWorksProject } from '../../../types/content';
import { departmentMessages } from '../messages';

export interface PublicWorksProjectsProps {
  projects: readonly PublicWorksProject[];
}

export function PublicWorksProjects({ projects }: PublicWorksProjectsProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return (
    <section className="sp-section" aria-labelledby="current-projects-title">
      <h2 id="current-projects-title">{intl.formatMessage(departmentMessages.projectsTitle)}</h2>
      <ul className="sp-grid">
        {projects.map((project) => (
          <Card
            as="li"
            key={project.name}
            className="sp-card"
            // The illustration repeats the project name, so it is decorative.
            image={{ src: project.image, alt: '', width: 320, height: 180 }}
          >
            <div className="sp-card-header">
              <h3>{project.name}</h3>
              <Badge tone="info">{intl.formatMessage(departmentMessages.inProgress)}</Badge>
            </div>
            <p>{project.description}</p>
            <dl className="sp-info-list">
              <div>
                <dt>{intl.formatMessage(departmentMessages.started)}</dt>
                <dd>{formatLongDate(project.startDate, locale)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(departmentMessages.expectedCompletion)}</dt>
                <dd>{formatLongDate(project.expectedCompletion, locale)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(departmentMessages.budget)}</dt>
                {/* As the record writes it in English ("$2.4M"), as a native writer does in another language. */}
                <dd>
                  {locale === DEFAULT_LOCALE
                    ? project.budget
                    : formatCompactDollars(parseCompactDollars(project.budget), locale)}
                </dd>
              </div>
            </dl>
          </Card>
        ))}
      </ul>
    </section>
  );
}
