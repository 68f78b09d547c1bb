import { formatLongDate, langOf, type Locale } from '@springfield/shared';
import { useAreaIntl } from '../../../i18n/area-intl';
import type { ReactNode } from 'react';
import { DownloadLink } from '../../../components/download-link';
import { financialReportFile } from '../../../documents/document-paths';
import { documentLink } from '../../../utils/document-link';
import { budget, budgetIn, formatMillions } from '../data/transparency';
import { governmentMessages } from '../messages';
import { UntranslatedNote } from './section-heading';

/** The dialog's title (a message: the page's language). */
export const BUDGET_TITLE = governmentMessages.budgetTitle;

const m = governmentMessages;

interface ShareLine {
  label: string;
  amount: number;
  percentage: number;
  lang: Locale;
}

function Shares({ lines }: { lines: readonly ShareLine[] }) {
  return (
    <ul className="gov-shares">
      {lines.map((line) => (
        <li key={line.label}>
          <div className="gov-shares__row">
            <span {...langOf(line)}>{line.label}</span>
            <span className="gov-shares__value">
              {formatMillions(line.amount)} ({line.percentage}%)
            </span>
          </div>
          <div className="gov-shares__bar" aria-hidden="true">
            <span style={{ width: `${line.percentage}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The Budget & Finances dialog's content (also the page's, at /government/budget without script). */
export function BudgetContent() {
  const intl = useAreaIntl();
  const shown = budgetIn();
  return (
    <>
      <p className="gov-total">
        {intl.formatMessage(m.totalBudget, {
          year: shown.fiscalYear,
          amount: formatMillions(shown.totalBudget),
          strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
        })}
      </p>
      <UntranslatedNote records={[shown, ...shown.financialReports]} />
      <div className="gov-dialog__pair">
        <div>
          <h3>{intl.formatMessage(m.revenueSources)}</h3>
          <Shares
            lines={shown.revenues.map((r) => ({
              label: r.source,
              amount: r.amount,
              percentage: r.percentage,
              lang: shown.lang,
            }))}
          />
        </div>
        <div>
          <h3>{intl.formatMessage(m.expenditures)}</h3>
          <Shares
            lines={shown.expenditures.map((e) => ({
              label: e.category,
              amount: e.amount,
              percentage: e.percentage,
              lang: shown.lang,
            }))}
          />
        </div>
      </div>
      <h3>{intl.formatMessage(m.financialReports)}</h3>
      <ul className="gov-rows">
        {shown.financialReports.map((report, index) => {
          // Its file is named after the English record's title.
          const file = financialReportFile(budget.financialReports[index] ?? report);
          return (
            <li key={report.date + report.title} className="gov-row">
              <div>
                <p className="gov-row__title" {...langOf(report)}>
                  {report.title}
                </p>
                <p className="gov-muted">
                  {[formatLongDate(report.date), report.type, documentLink(file).size]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <DownloadLink
                file={file}
                item={report.title}
                ariaLabel={intl.formatMessage(m.downloadItem, { name: report.title })}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
