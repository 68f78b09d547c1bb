import { cityHallBuilding, officeHoursIn, PageHeader, type Locale } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { frameMessages } from '../../frame/messages';
import { infoValues, type InfoPage } from '../data/info-pages';

export interface InfoPageViewProps {
  page: InfoPage;
}

export function InfoPageView({ page }: InfoPageViewProps) {
  const intl = useIntl();
  const values = {
    ...infoValues,
    building: cityHallBuilding(intl.locale as Locale),
    hours: officeHoursIn(intl.locale),
  };
  const title = intl.formatMessage(page.title);
  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage(page.lead)}
        breadcrumb={[{ label: intl.formatMessage(frameMessages.home), to: '/' }, { label: title }]}
      />
      <div className="sf-container sh-info-page">
        {page.sections.map((section) => (
          <section key={section.heading.id}>
            <h2>{intl.formatMessage(section.heading)}</h2>
            {section.paragraphs.map((text) => (
              <p key={text.id}>{intl.formatMessage(text, values)}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
