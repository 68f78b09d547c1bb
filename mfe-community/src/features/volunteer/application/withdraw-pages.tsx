import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { areaData, Button, RecordNotFound, SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { getVolunteerOpportunityIn, opportunityNotFoundIn } from '../data/volunteer-opportunities';
import { volunteerMessages as m } from '../messages';
import { VOLUNTEER_PATH } from './addresses';
import type { WithdrawLinkData } from './store';

/** The area's federation name: its live data in a page is under this name. */
const AREA = 'community';

/**
 * /volunteer/application/withdraw?token=…: the page of an application mail's withdraw link. Opening it changes
 * nothing (mail scanners open links); its button, a plain POST of the same address, withdraws the application
 * once. The link's state (and its opportunity) come from the server, which read the token; after a navigation
 * in the browser there is none, and the button shows (the action decides).
 */
export function VolunteerWithdrawPage() {
  const intl = useIntl();
  const data = areaData<WithdrawLinkData>(AREA);
  const opportunity = data?.opportunity ? getVolunteerOpportunityIn(data.opportunity) : undefined;
  const breadcrumb = [
    { label: sharedWord('home'), to: '/' },
    { label: intl.formatMessage(m.pageTitle), to: VOLUNTEER_PATH },
    { label: intl.formatMessage(m.withdrawBreadcrumb) },
  ];
  const back = { to: VOLUNTEER_PATH, label: intl.formatMessage(m.backToOpportunities) };
  const said = (title: string, message: string) => (
    <SubmissionConfirmation title={title} message={message} breadcrumb={breadcrumb} back={back} />
  );
  if (data?.link === 'expired') {
    return said(intl.formatMessage(m.linkExpiredTitle), intl.formatMessage(m.linkExpiredText));
  }
  if (data?.link === 'invalid') {
    return said(intl.formatMessage(m.linkInvalidTitle), intl.formatMessage(m.linkInvalidText));
  }
  if (data?.link === 'done') {
    return said(intl.formatMessage(m.alreadyWithdrawnTitle), intl.formatMessage(m.alreadyWithdrawnText));
  }
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(m.withdrawTitle)}
      message={
        opportunity
          ? intl.formatMessage(m.withdrawText, { title: opportunity.title })
          : intl.formatMessage(m.withdrawTitle)
      }
      breadcrumb={breadcrumb}
      back={back}
    >
      {/* The same address (its token included): a plain form, answered by the server with or without script. */}
      <form method="post">
        <input type="hidden" name="confirm" value="1" />
        <Button type="submit" variant="primary">
          {intl.formatMessage(m.withdrawButton)}
        </Button>
      </form>
    </SubmissionConfirmation>
  );
}

/** /volunteer/{id}/withdrawn: where a withdrawal lands (post/redirect/get). */
export function VolunteerWithdrawnPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const opportunity = getVolunteerOpportunityIn(id);
  if (!opportunity) return <RecordNotFound {...opportunityNotFoundIn(intl)} />;
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(m.withdrawnTitle)}
      message={intl.formatMessage(m.withdrawnText, { title: opportunity.title })}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: intl.formatMessage(m.pageTitle), to: VOLUNTEER_PATH },
        { label: intl.formatMessage(m.withdrawBreadcrumb) },
      ]}
      back={{ to: VOLUNTEER_PATH, label: intl.formatMessage(m.backToOpportunities) }}
    />
  );
}
