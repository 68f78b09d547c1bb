import { formatLongDate, Badge, Card } from '@springfield/shared';
import type { PublicWorksProject } from '../../../types/content';

export interface PublicWorksProjectsProps {
  projects: readonly PublicWorksProject[];
}

export function PublicWorksProjects({ projects }: PublicWorksProjectsProps) {
  return (
    <section className="sp-section" aria-labelledby="current-projects-title">
      <h2 id="current-projects-title">Current Projects</h2>
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
              <Badge tone="info">{project.status}</Badge>
            </div>
            <p>{project.description}</p>
            <dl className="sp-info-list">
              <div>
                <dt>Started</dt>
                <dd>{formatLongDate(project.startDate)}</dd>
              </div>
              <div>
                <dt>Expected completion</dt>
                <dd>{formatLongDate(project.expectedCompletion)}</dd>
              </div>
              <div>
                <dt>Budget</dt>
                <dd>{project.budget}</dd>
              </div>
            </dl>
          </Card>
        ))}
      </ul>
    </section>
  );
}
