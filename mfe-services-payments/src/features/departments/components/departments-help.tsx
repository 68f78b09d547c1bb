import { telHref, Card } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { departmentHelpLinesIn } from '../data/departments';
import { departmentMessages } from '../messages';

/** Who to call when a resident cannot find a service, and the emergency box. */
export function DepartmentsHelp() {
  const intl = useIntl();
  return (
    <section className="sp-section" aria-labelledby="departments-help-title">
      <h2 id="departments-help-title">{intl.formatMessage(departmentMessages.helpTitle)}</h2>
      <div className="sp-layout">
        <ul className="sp-grid">
          {departmentHelpLinesIn(intl).map((line) => (
            <Card as="li" key={line.phone} className="sp-card">
              <h3 lang={line.lang && line.lang !== intl.locale ? line.lang : undefined}>{line.label}</h3>
              <p>
                <a href={telHref(line.phone)}>{line.phone}</a>
              </p>
              <p className="sp-muted">{line.note}</p>
            </Card>
          ))}
        </ul>
        <div className="sp-emergency">
          <h3>{intl.formatMessage(departmentMessages.emergencyTitle)}</h3>
          <p>
            {intl.formatMessage(departmentMessages.emergencyText, {
              tel: (chunks: ReactNode) => <a href={telHref('911')}>{chunks}</a>,
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
