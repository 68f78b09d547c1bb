import { Badge, formatLongDate } from '@springfield/shared';
import { DownloadLink } from '../../../components/download-link';
import { ethicsPolicyFile } from '../../../documents/document-paths';
import { ethicsPolicies, financialDisclosures } from '../data/transparency';

export const ETHICS_TITLE = 'Ethics & Compliance';

/** The Ethics & Compliance dialog's content (also the page's, at /government/ethics without script). */
export function EthicsContent() {
  return (
    <>
      <h3>Ethics Policies</h3>
      <ul className="gov-rows">
        {ethicsPolicies.map((policy) => (
          <li key={policy.title} className="gov-row">
            <div>
              <p className="gov-row__title">{policy.title}</p>
              <p>{policy.description}</p>
              <p className="gov-muted">Last updated: {formatLongDate(policy.lastUpdated)}</p>
            </div>
            <DownloadLink
              file={ethicsPolicyFile(policy)}
              item={policy.title}
              ariaLabel={`Download ${policy.title}`}
            />
          </li>
        ))}
      </ul>
      <h3>Financial Disclosures</h3>
      <ul className="gov-rows">
        {financialDisclosures.map((disclosure) => (
          <li key={disclosure.official} className="gov-row">
            <div>
              <p className="gov-row__title">
                {disclosure.official}, {disclosure.title}
              </p>
              <p className="gov-muted">
                {disclosure.type} · Filed {formatLongDate(disclosure.filingDate)}
              </p>
            </div>
            <Badge tone="success">{disclosure.status}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
