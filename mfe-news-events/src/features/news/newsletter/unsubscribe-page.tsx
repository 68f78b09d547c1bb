import { useIntl } from 'react-intl';
import { SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { SignedLinkPage } from '../../../components/signed-link-page';
import { LIVE_DATA_AREA } from '../../events/live-registrations';
import { pageLinkData } from '../../../utils/signed-link';
import { newsMessages } from '../messages';
import { NEWSLETTER_PATH } from './schema';

/**
 * /news/newsletter/unsubscribe?token=…: the page of every newsletter mail's unsubscribe link. Its button (or a
 * mail program's one-click POST, RFC 8058) deletes the subscription; the link's state comes from the server.
 */
export function UnsubscribePage() {
  const intl = useIntl();
  return (
    <SignedLinkPage
      state={pageLinkData(LIVE_DATA_AREA)?.link}
      title={intl.formatMessage(newsMessages.unsubscribeTitle)}
      text={intl.formatMessage(newsMessages.unsubscribeText)}
      button={intl.formatMessage(newsMessages.unsubscribeButton)}
      doneTitle={intl.formatMessage(newsMessages.unsubscribedTitle)}
      doneText={intl.formatMessage(newsMessages.unsubscribedText)}
      crumb={[
        { label: intl.formatMessage(newsMessages.newsroomTitle), to: NEWSLETTER_PATH },
        { label: intl.formatMessage(newsMessages.unsubscribeCrumb) },
      ]}
      back={{ to: NEWSLETTER_PATH, label: intl.formatMessage(newsMessages.backToNewsroom) }}
    />
  );
}

/** /news/newsletter/unsubscribed: where unsubscribing lands (post/redirect/get). */
export function UnsubscribedPage() {
  const intl = useIntl();
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(newsMessages.unsubscribedTitle)}
      message={intl.formatMessage(newsMessages.unsubscribedText)}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: intl.formatMessage(newsMessages.newsroomTitle), to: NEWSLETTER_PATH },
        { label: intl.formatMessage(newsMessages.unsubscribeCrumb) },
      ]}
      back={{ to: NEWSLETTER_PATH, label: intl.formatMessage(newsMessages.backToNewsroom) }}
    />
  );
}
