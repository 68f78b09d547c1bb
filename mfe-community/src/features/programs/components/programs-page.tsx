import { useIntl } from 'react-intl';
import { currentLocale, PageHeader, sharedWord } from '@springfield/shared';
import { programsIn } from '../data/programs';
import { programMessages as m } from '../messages';
import { GetInvolved } from './get-involved';
import { ProgramSection } from './program-section';
import { ProgramsSummary } from './programs-summary';
import './programs.css';

export function ProgramsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.pageTitle);
  const programs = programsIn();
  const someInEnglish = programs.some((program) => program.lang !== currentLocale());
  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage(m.pageDescription)}
        breadcrumb={[{ label: sharedWord('home'), to: '/' }, { label: title }]}
      />
      <div className="sf-container cm-programs">
        <ProgramsSummary />
        {someInEnglish ? (
          <p className="sf-untranslated" role="note">
            {sharedWord('untranslatedItems')}
          </p>
        ) : null}
        {programs.map((program) => (
          <ProgramSection key={program.id} program={program} />
        ))}
        <GetInvolved />
      </div>
    </>
  );
}
