import {
  RecordPageHeader,
  RecordNotFound,
  formatNumber,
  telHref,
  Badge,
  useStructuredData,
} from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { getProgramDetail, type ProgramDetail } from '../data/program-details';
import { getProgram, programNotFound, programsSection } from '../data/programs';
import { programPageStatusLabel, programStatusTone } from '../utils/program-status';
import { programStructuredData } from '../utils/program-structured-data';
import { ProgressBar } from './progress-bar';
import './programs.css';

function ProgramStats({ detail }: { detail: ProgramDetail }) {
  return (
    <section aria-labelledby="program-stats-title">
      <h2 id="program-stats-title" className="sf-visually-hidden">
        Program at a glance
      </h2>
      <ul className="cm-stat-grid">
        {detail.stats.map((stat) => (
          <li key={stat.label} className="cm-stat">
            <span className="cm-stat__value">{stat.value}</span>
            <span className="cm-stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProgramContactCard({ detail }: { detail: ProgramDetail }) {
  const { contact } = detail;
  return (
    <section className="cm-program" aria-labelledby="program-contact-title">
      <h2 id="program-contact-title">Contact Information</h2>
      <dl className="cm-program__facts">
        <div>
          <dt>Office</dt>
          <dd>{contact.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{contact.office}</dd>
        </div>
      </dl>
    </section>
  );
}

/** /programs/:id: one program's own page. */
export function ProgramDetailPage() {
  const { id = '' } = useParams();
  const program = getProgram(id);
  const detail = getProgramDetail(id);
  useStructuredData(program && detail ? programStructuredData(program, detail.contact) : undefined);
  if (!program || !detail) return <RecordNotFound {...programNotFound} />;
  return (
    <>
      <RecordPageHeader title={program.title} description={program.description} section={programsSection}>
        <p className="cm-program-detail__status">
          <Badge tone={programStatusTone(program.status)}>{programPageStatusLabel(program.status)}</Badge>
        </p>
      </RecordPageHeader>
      <div className="sf-container cm-programs">
        <ProgramStats detail={detail} />
        <div className="cm-program-detail">
          <div className="cm-program-detail__main">
            <section className="cm-program" aria-labelledby="program-overview-title">
              <h2 id="program-overview-title">Program Overview</h2>
              {detail.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
            <section className="cm-program" aria-labelledby="program-progress-title">
              <h2 id="program-progress-title">Progress</h2>
              <ProgressBar label="Overall Progress" percent={program.progress} />
              {detail.progressBars.map((bar) => (
                <ProgressBar
                  key={bar.label}
                  label={bar.label}
                  percent={(bar.current / bar.target) * 100}
                  valueText={`${formatNumber(bar.current)} / ${formatNumber(bar.target)}`}
                />
              ))}
            </section>
            <section className="cm-program" aria-labelledby="program-goals-title">
              <h2 id="program-goals-title">Program Goals</h2>
              <ul className="cm-program__list">
                {program.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            </section>
          </div>
          <div className="cm-program-detail__aside">
            <section className="cm-program" aria-labelledby="program-facts-title">
              <h2 id="program-facts-title">{detail.factsTitle}</h2>
              <ul className="cm-program__list">
                {detail.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            </section>
            <ProgramContactCard detail={detail} />
          </div>
        </div>
      </div>
    </>
  );
}
