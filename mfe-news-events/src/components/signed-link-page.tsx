// The page a signed link in an e-mail opens (issue 43): opening it changes nothing (mail scanners open links);
// its one button POSTs the same address, whose route action does what the link is for once. An expired or
// altered link, or one already used, gets a page that says so. Without script it is the same page and form.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';
import type { SignedLinkData } from '../utils/signed-link';

export const linkMessages = plainMessages(
  defineMessages({
    expiredTitle: { id: 'link.expired.title', defaultMessage: 'This link has expired' },
    expiredText: {
      id: 'link.expired.text',
      defaultMessage:
        'The link in your e-mail no longer works. If you still need to make a change, write to the City of Springfield.',
    },
    invalidTitle: { id: 'link.invalid.title', defaultMessage: 'This link does not work' },
    invalidText: {
      id: 'link.invalid.text',
      defaultMessage:
        'The link may have been cut short or changed. Open it again from the e-mail, or copy the whole address into your browser.',
    },
  }),
);

export interface SignedLinkPageProps {
  /** The link's state as the server read it (undefined after a navigation in the browser: the button shows). */
  state: SignedLinkData['link'] | undefined;
  /** The page's heading, what the button does, and the button. */
  title: string;
  text: string;
  button: string;
  /** The heading and words when the link was used already (nothing left to do). */
  doneTitle: string;
  doneText: string;
  /** The last crumb, and the way back. */
  crumb: { label: string; to?: string }[];
  back: { to: string; label: string };
  children?: ReactNode;
}

/** A signed link's page: its button, or what is wrong with the link. */
export function SignedLinkPage({
  state,
  title,
  text,
  button,
  doneTitle,
  doneText,
  crumb,
  back,
}: SignedLinkPageProps) {
  const intl = useIntl();
  const breadcrumb = [{ label: sharedWord('home'), to: '/' }, ...crumb];
  if (state === 'expired' || state === 'invalid') {
    const words =
      state === 'expired'
        ? { title: linkMessages.expiredTitle, text: linkMessages.expiredText }
        : { title: linkMessages.invalidTitle, text: linkMessages.invalidText };
    return (
      <SubmissionConfirmation
        title={intl.formatMessage(words.title)}
        message={intl.formatMessage(words.text)}
        breadcrumb={breadcrumb}
        back={back}
      />
    );
  }
  if (state === 'done') {
    return (
      <SubmissionConfirmation title={doneTitle} message={doneText} breadcrumb={breadcrumb} back={back} />
    );
  }
  return (
    <SubmissionConfirmation title={title} message={text} breadcrumb={breadcrumb} back={back}>
      {/* The same address (its token included): a plain form, answered by the server with or without script. */}
      <form method="post">
        <input type="hidden" name="confirm" value="1" />
        <Button type="submit" variant="primary">
          {button}
        </Button>
      </form>
    </SubmissionConfirmation>
  );
}
