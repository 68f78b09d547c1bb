import { RecordPageHeader, Card, langOf, sharedWord } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import { servicesIn } from '../data/services';
import { REQUESTS_PATH } from '../data/service-requests';
import { directoryMessages } from '../messages';
import { ServiceFacts } from './service-facts';
import '../../../styles/area.css';
import './services.css';

/** /services: the directory the Departments page links to (the spec names the route but shows no screen). */
export function ServiceDirectoryPage() {
  const intl = useIntl();
  const services = servicesIn();
  const untranslated = services.some((service) => service.lang !== intl.locale);
  return (
    <>
      <RecordPageHeader
        title={intl.formatMessage(directoryMessages.title)}
        description={intl.formatMessage(directoryMessages.description)}
        section={departmentsSection(intl)}
        back
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          {untranslated ? (
            <p className="sf-untranslated" role="note">
              {sharedWord('untranslatedItems')}
            </p>
          ) : null}
          <ul className="sp-grid sp-grid--wide">
            {services.map((service) => (
              <Card as="li" key={service.slug} className="sp-card">
                <h2 className="sp-card__title" {...langOf(service)}>
                  <Link to={`/services/${service.slug}`}>{service.title}</Link>
                </h2>
                <p {...langOf(service)}>{service.description}</p>
                <ServiceFacts
                  service={service}
                  timeLabel={intl.formatMessage(directoryMessages.estimatedTime)}
                  lang={langOf(service).lang}
                />
              </Card>
            ))}
          </ul>
          <p>
            {intl.formatMessage(directoryMessages.alreadySent, {
              link: (chunks: ReactNode) => <Link to={REQUESTS_PATH}>{chunks}</Link>,
            })}
          </p>
        </div>
      </div>
    </>
  );
}
