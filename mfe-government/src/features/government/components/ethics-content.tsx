import { Badge, formatLongDate, langOf } from '@springfield/shared';
import { useAreaIntl } from '../../../i18n/area-intl';
import { DownloadLink } from '../../../components/download-link';
import { ethicsPolicyFile } from '../../../documents/document-paths';
import { ethicsPolicies, ethicsPoliciesIn, financialDisclosuresIn } from '../data/transparency';
import { governmentMessages } from '../messages';
import { UntranslatedNote, recordText } from './section-heading';

/** The dialog's title (a message: the page's language). */
export const ETHICS_TITLE = governmentMessages.ethicsTitle;

const m = governmentMessages;

/** The Ethics & Compliance dialog's content (also the page's, at /government/ethics without script). */
export function EthicsContent() {
  const intl = useAreaIntl();
  const policies = ethicsPoliciesIn();
  const disclosures = financialDisclosuresIn();
  return (
    <>
      <UntranslatedNote records={[...policies, ...disclosures]} />
      <h3>{intl.formatMessage(m.ethicsPolicies)}</h3>
      <ul className="gov-rows">
        {policies.map((policy, index) => (
          <li key={policy.title} className="gov-row">
            <div>
              <p className="gov-row__title" {...langOf(policy)}>
                {policy.title}
              </p>
              <p {...langOf(policy)}>{policy.description}</p>
              <p className="gov-muted">
                {intl.formatMessage(m.lastUpdated, { date: formatLongDate(policy.lastUpdated) })}
              </p>
            </div>
            <DownloadLink
              file={ethicsPolicyFile(ethicsPolicies[index] ?? policy)}
              item={policy.title}
              ariaLabel={intl.formatMessage(m.downloadItem, { name: policy.title })}
            />
          </li>
        ))}
      </ul>
      <h3>{intl.formatMessage(m.disclosures)}</h3>
      <ul className="gov-rows">
        {disclosures.map((disclosure) => (
          <li key={disclosure.official} className="gov-row">
            <div>
              <p className="gov-row__title">
                {intl.formatMessage(m.disclosureOf, {
                  official: disclosure.official,
                  title: recordText(disclosure, disclosure.title),
                })}
              </p>
              <p className="gov-muted">
                {intl.formatMessage(m.disclosureFiled, {
                  type: recordText(disclosure, disclosure.type),
                  date: formatLongDate(disclosure.filingDate),
                })}
              </p>
            </div>
            <Badge tone="success">{intl.formatMessage(m.filed)}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
