import { formatLongDate } from '@springfield/shared';
import { DownloadLink } from '../../../components/download-link';
import { financialReportFile } from '../../../documents/document-paths';
import { documentLink } from '../../../utils/document-link';
import { budget, formatMillions } from '../data/transparency';

export const BUDGET_TITLE = 'Budget & Finances';

function Shares({ lines }: { lines: readonly { label: string; amount: number; percentage: number }[] }) {
  return (
    <ul className="gov-shares">
      {lines.map((line) => (
        <li key={line.label}>
          <div className="gov-shares__row">
            <span>{line.label}</span>
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
  return (
    <>
      <p className="gov-total">
        {budget.fiscalYear} Total Budget: <strong>{formatMillions(budget.totalBudget)}</strong>
      </p>
      <div className="gov-dialog__pair">
        <div>
          <h3>Revenue Sources</h3>
          <Shares
            lines={budget.revenues.map((r) => ({
              label: r.source,
              amount: r.amount,
              percentage: r.percentage,
            }))}
          />
        </div>
        <div>
          <h3>Expenditures</h3>
          <Shares
            lines={budget.expenditures.map((e) => ({
              label: e.category,
              amount: e.amount,
              percentage: e.percentage,
            }))}
          />
        </div>
      </div>
      <h3>Financial Reports</h3>
      <ul className="gov-rows">
        {budget.financialReports.map((report) => {
          const file = financialReportFile(report);
          return (
            <li key={report.title} className="gov-row">
              <div>
                <p className="gov-row__title">{report.title}</p>
                <p className="gov-muted">
                  {[formatLongDate(report.date), report.type, documentLink(file).size]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <DownloadLink file={file} item={report.title} ariaLabel={`Download ${report.title}`} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
