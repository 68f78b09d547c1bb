import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words every form of the area shares: the required-fields note and the contact fields. */
export const formMessages = plainMessages(
  defineMessages({
    requiredNote: {
      id: 'community.form.requiredNote',
      defaultMessage: 'Fields marked <star>*</star><hidden>with an asterisk</hidden> are required.',
    },
    fullName: { id: 'community.form.fullName', defaultMessage: 'Full Name' },
    email: { id: 'community.form.email', defaultMessage: 'Email Address' },
    phone: { id: 'community.form.phone', defaultMessage: 'Phone Number' },
  }),
);
