import { PageHeader } from '@springfield/shared';
import type { InfoPage } from '../data/info-pages';

export interface InfoPageViewProps {
  page: InfoPage;
}

export function InfoPageView({ page }: InfoPageViewProps) {
  return (
    <>
      <PageHeader
        title={page.title}
        description={page.lead}
        breadcrumb={[{ label: 'Home', to: '/' }, { label: page.title }]}
      />
      <div className="sf-container sh-info-page">
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
