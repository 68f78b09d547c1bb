import { formatLongDate, ButtonLink, ExternalLink, Badge } from '@springfield/shared';
import { programDocumentFile, programDocumentHref } from '../../../documents/document-paths';
import type { Program } from '../../../types/content';
import { documentSummary } from '../../../utils/document-link';
import { programPath } from '../data/programs';
import { programStatusLabel, programStatusTone } from '../utils/program-status';
import { ProgressBar } from './progress-bar';

export interface ProgramSectionProps {
  program: Program;
}

/** One program on /programs; its id is the anchor other pages link to. */
export function ProgramSection({ program }: ProgramSectionProps) {
  const titleId = `${program.id}-title`;
  return (
    <section id={program.id} className="cm-program" aria-labelledby={titleId}>
      <div className="cm-program__head">
        <h2 id={titleId}>{program.title}</h2>
        <Badge tone={programStatusTone(program.status)}>{programStatusLabel(program.status)}</Badge>
      </div>
      <p className="cm-program__description">{program.description}</p>

      <div className="cm-program__grid">
        <div>
          <ProgressBar label="Progress" percent={program.progress} />
          <dl className="cm-program__facts">
            <div>
              <dt>Budget</dt>
              <dd>{program.budget}</dd>
            </div>
            <div>
              <dt>Start Date</dt>
              <dd>{formatLongDate(program.startDate)}</dd>
            </div>
            <div>
              <dt>End Date</dt>
              <dd>{formatLongDate(program.endDate)}</dd>
            </div>
            <div>
              <dt>Contact</dt>
              <dd>
                <a href={`mailto:${program.contact}`}>{program.contact}</a>
              </dd>
            </div>
          </dl>
        </div>

        <div>
          <h3>Goals</h3>
          <ul className="cm-program__list">
            {program.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </div>

        <div>
          <h3>Key Metrics</h3>
          <ul className="cm-program__metrics">
            {program.keyMetrics.map((metric) => (
              <li key={metric.label}>
                <span className="cm-program__metric-label">{metric.label}</span>
                <span className="cm-program__metric-value">
                  {metric.value} <span className="cm-program__metric-target">of {metric.target}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3>Eligibility</h3>
          <p>{program.eligibility}</p>
          <h3>Documents</h3>
          <ul className="cm-program__documents">
            {program.documents.map((document) => (
              <li key={document.name}>
                <ExternalLink href={programDocumentHref(document.name)} type="application/pdf">
                  {document.name} ({documentSummary(programDocumentFile(document.name), document.type)})
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <ButtonLink variant="primary" to={programPath(program.id)}>
        Learn More<span className="sf-visually-hidden"> about {program.title}</span>
      </ButtonLink>
    </section>
  );
}
