import { RawIntlProvider, useIntl } from 'react-intl';
import {
  RecordPageHeader,
  RecordNotFound,
  currentLocale,
  formatNumber,
  telHref,
  Badge,
  InEnglish,
  useStructuredData,
} from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { areaIntl } from '../../../i18n/area-intl';
import type { ProgramDetail } from '../data/program-details';
import { getProgramIn, programNotFoundIn, programsSectionIn, type LocalizedProgram } from '../data/programs';
import { programMessages as m } from '../messages';
import { programPageStatusLabel, programStatusTone } from '../utils/program-status';
import { programStructuredData } from '../utils/program-structured-data';
import { ProgressBar } from './progress-bar';
import './programs.css';

function ProgramStats({ detail }: { detail: ProgramDetail }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="program-stats-title">
      <h2 id="program-stats-title" className="sf-visually-hidden">
        {intl.formatMessage(m.statsTitle)}
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
  const intl = useIntl();
  const { contact } = detail;
  return (
    <section className="cm-program" aria-labelledby="program-contact-title">
      <h2 id="program-contact-title">{intl.formatMessage(m.contactTitle)}</h2>
      <dl className="cm-program__facts">
        <div>
          <dt>{intl.formatMessage(m.office)}</dt>
          <dd>{contact.name}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.email)}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.phone)}</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.location)}</dt>
          <dd>{contact.office}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * /programs/:id: one program's own page. A program with no translation in the page's language (Chinese) is
 * shown in English, the page's own words with it, after a note in the page's language.
 */
export function ProgramDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const program = getProgramIn(id);
  useStructuredData(program ? programStructuredData(program, program.detail.contact) : undefined);
  if (!program) return <RecordNotFound {...programNotFoundIn(intl)} />;
  if (program.lang === currentLocale()) return <ProgramDetail program={program} />;
  return (
    <RawIntlProvider value={areaIntl.intl(program.lang)}>
      <InEnglish shown={program.lang} part="page" noteClassName="sf-container">
        <ProgramDetail program={program} />
      </InEnglish>
    </RawIntlProvider>
  );
}

function ProgramDetail({ program }: { program: LocalizedProgram }) {
  const intl = useIntl();
  const { detail } = program;
  return (
    <>
      <RecordPageHeader
        title={program.title}
        description={program.description}
        section={programsSectionIn(intl)}
      >
        <p className="cm-program-detail__status">
          <Badge tone={programStatusTone(program.status)}>
            {programPageStatusLabel(program.status, intl)}
          </Badge>
        </p>
      </RecordPageHeader>
      <div className="sf-container cm-programs">
        <ProgramStats detail={detail} />
        <div className="cm-program-detail">
          <div className="cm-program-detail__main">
            <section className="cm-program" aria-labelledby="program-overview-title">
              <h2 id="program-overview-title">{intl.formatMessage(m.overviewTitle)}</h2>
              {detail.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
            <section className="cm-program" aria-labelledby="program-progress-title">
              <h2 id="program-progress-title">{intl.formatMessage(m.progress)}</h2>
              <ProgressBar label={intl.formatMessage(m.overallProgress)} percent={program.progress} />
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
              <h2 id="program-goals-title">{intl.formatMessage(m.goalsTitle)}</h2>
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
