import { staffRequest, usePageTitle, type StaffRequest } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { staffMessages } from '../messages';
import { StaffHome } from './staff-frame';

/**
 * /staff/helpful (issue 44): "Was this page helpful?" as residents answered it on the pages of each area the
 * member has a role in (the site's server reads them for those areas only), per page, with the newest texts
 * after "No". Nothing personal: the box asked for none, and contact details typed anyway were blanked.
 */
export function StaffPageFeedback() {
  const request = staffRequest();
  // Signed out: the staff home's sign-in.
  return request?.member ? <Answers reports={request.pageFeedback ?? []} /> : <StaffHome />;
}

function Answers({ reports }: { reports: NonNullable<StaffRequest['pageFeedback']> }) {
  const intl = useIntl();
  const heading = intl.formatMessage(staffMessages.helpfulHeading);
  usePageTitle(heading);
  const labelOf = (report: (typeof reports)[number]) =>
    report.area === 'shell'
      ? intl.formatMessage(staffMessages.helpfulSiteFrame)
      : (report.label ?? report.area);
  return (
    <>
      <h1>{heading}</h1>
      <p>{intl.formatMessage(staffMessages.helpfulIntro)}</p>
      {reports.map((report) => (
        <section key={report.area} aria-labelledby={`helpful-${report.area}`}>
          <h2 id={`helpful-${report.area}`}>{labelOf(report)}</h2>
          {report.pages.length === 0 ? (
            <p>{intl.formatMessage(staffMessages.helpfulNone)}</p>
          ) : (
            // A table wider than a phone scrolls: its region takes the keyboard's focus to scroll it.
            <div
              className="sf-staff__table sf-staff__answers"
              role="region"
              aria-labelledby={`helpful-${report.area}-caption`}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <table>
                <caption id={`helpful-${report.area}-caption`}>
                  {intl.formatMessage(staffMessages.helpfulCaption, { area: labelOf(report) })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(staffMessages.helpfulPage)}</th>
                    <th scope="col">{intl.formatMessage(staffMessages.helpfulYes)}</th>
                    <th scope="col">{intl.formatMessage(staffMessages.helpfulNo)}</th>
                    <th scope="col">{intl.formatMessage(staffMessages.helpfulComments)}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.pages.map((page) => (
                    <tr key={page.page}>
                      <th scope="row">
                        <a href={page.page}>{page.page}</a>
                      </th>
                      <td>{intl.formatNumber(page.yes)}</td>
                      <td>{intl.formatNumber(page.no)}</td>
                      <td>
                        {page.comments.length ? (
                          <ul className="sf-staff__comments">
                            {page.comments.map((comment, index) => (
                              <li key={index}>
                                <time dateTime={comment.received}>
                                  {intl.formatDate(comment.received, { dateStyle: 'medium' })}
                                </time>
                                : {comment.text}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
