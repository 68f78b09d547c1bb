import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  formatLongDate,
  ButtonLink,
  ExternalLink,
  Badge,
  formatCompactDollars,
  InEnglishFile,
  langOf,
  inRecordLanguage,
} from '@springfield/shared';
import { programDocumentFile, programDocumentHref } from '../../../documents/document-paths';
import { documentSummary } from '../../../utils/document-link';
import { budgetDollars, programPath, type LocalizedProgram } from '../data/programs';
import { programMessages as m } from '../messages';
import { programStatusLabel, programStatusTone } from '../utils/program-status';
import { ProgressBar } from './progress-bar';

export interface ProgramSectionProps {
  program: LocalizedProgram;
}

/** One program on /programs; its id is the anchor other pages link to. */
export function ProgramSection({ program }: ProgramSectionProps) {
  const intl = useIntl();
  const titleId = `${program.id}-title`;
  // The program's own words: marked English on a page in another language when it has no translation in it.
  const own = langOf(program);
  const hidden = (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>;
  return (
    <section id={program.id} className="cm-program" aria-labelledby={titleId}>
      <div className="cm-program__head">
        <h2 id={titleId} {...own}>
          {program.title}
        </h2>
        <Badge tone={programStatusTone(program.status)}>{programStatusLabel(program.status, intl)}</Badge>
      </div>
      <p className="cm-program__description" {...own}>
        {program.description}
      </p>

      <div className="cm-program__grid">
        <div>
          <ProgressBar label={intl.formatMessage(m.progress)} percent={program.progress} />
          <dl className="cm-program__facts">
            <div>
              <dt>{intl.formatMessage(m.budget)}</dt>
              <dd>{formatCompactDollars(budgetDollars(program.budget))}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.startDate)}</dt>
              <dd>{formatLongDate(program.startDate)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.endDate)}</dt>
              <dd>{formatLongDate(program.endDate)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.contact)}</dt>
              <dd>
                <a href={`mailto:${program.contact}`}>{program.contact}</a>
              </dd>
            </div>
          </dl>
        </div>

        <div>
          <h3>{intl.formatMessage(m.goals)}</h3>
          <ul className="cm-program__list" {...own}>
            {program.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </div>

        <div>
          <h3>{intl.formatMessage(m.keyMetrics)}</h3>
          <ul className="cm-program__metrics">
            {program.keyMetrics.map((metric) => (
              <li key={metric.label}>
                <span className="cm-program__metric-label" {...own}>
                  {metric.label}
                </span>
                <span className="cm-program__metric-value">
                  {metric.value}{' '}
                  <span className="cm-program__metric-target">
                    {intl.formatMessage(m.metricTarget, { target: metric.target })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3>{intl.formatMessage(m.eligibility)}</h3>
          <p {...own}>{program.eligibility}</p>
          <h3>{intl.formatMessage(m.documents)}</h3>
          <ul className="cm-program__documents">
            {program.documents.map((document, index) => {
              // The file is named after the document's English name, in every language.
              const file = program.documentFiles[index] ?? document.name;
              return (
                <li key={file}>
                  <ExternalLink href={programDocumentHref(file)} type="application/pdf" {...own}>
                    {intl.formatMessage(m.documentLink, {
                      name: document.name,
                      summary: documentSummary(programDocumentFile(file), document.type),
                    })}
                    <InEnglishFile marked={'lang' in own} />
                  </ExternalLink>
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <ButtonLink variant="primary" to={programPath(program.id)}>
        {intl.formatMessage(m.learnMore, {
          title: inRecordLanguage(program, program.title),
          hidden,
        })}
      </ButtonLink>
    </section>
  );
}
