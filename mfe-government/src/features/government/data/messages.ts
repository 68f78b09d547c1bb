import type { NotifyInput } from '@springfield/shared';
import { clerkEmail } from './involvement';

/** The info toast of Submit New Request. */
export const recordsRequestMessage: NotifyInput = {
  title: 'Records Request',
  description: 'Public records request forms are available at City Hall or online.',
};

/** The info toast of Learn How to Apply. */
export const applicationProcessMessage: NotifyInput = {
  title: 'Application Process',
  description: `Application forms are available at City Hall or on the city website. Contact the City Clerk at ${clerkEmail} for more information.`,
};
