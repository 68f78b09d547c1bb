import { formatLongDate, type PublicWorksProject, Badge } from '@springfield/shared';

export interface PublicWorksProjectsProps {
  projects: readonly PublicWorksProject[];
}

export function PublicWorksProjects({ projects }: PublicWorksProjectsProps) {
  return (
    <section className="sp-section" aria-labelledby="current-projects-title">
      <h2 id="current-projects-title">Current Projects</h2>
      <ul className="sp-grid">
        {projects.map((project) => (
          <li key={project.name} className="sp-card sp-project-card">
            {/* The illustration repeats the project name, so it is decorative. */}
            <img src={project.image} alt="" width={320} height={180} loading="lazy" />
            <div className="sp-project-card__body">
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
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
