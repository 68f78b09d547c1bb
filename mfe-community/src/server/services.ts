// The area's services as the route actions reach them (issue 25): set by the backend when the site's server
// starts it, read by `accept` on the server only. The one file of src/server/ that browser code imports: types
// and a slot, no SQL.
import { serverOnly } from '@springfield/shared';
import type { FeedbackForm, VolunteerApplication } from '../types/content';

/** What a stored submission answers (the first answer again for the same submission key and fields). */
export interface Received {
  /** The record's readable reference, quoted in its e-mail: "FB-000042", "VOL-000007". */
  reference: string;
  /** Its confirmation page (post/redirect/get). */
  location: string;
}

export interface CommunityServices {
  /** Stores a feedback (once per submission key) and, when a follow-up was asked for, queues its receipt. */
  submitFeedback(values: FeedbackForm, key: string | undefined): Promise<Received>;
  /**
   * Stores an application for a known opportunity (once per submission key) and queues its receipt. An unknown
   * opportunity is refused by the route before it gets here.
   */
  applyToVolunteer(
    opportunityId: string,
    values: VolunteerApplication,
    key: string | undefined,
  ): Promise<Received>;
}

export const services = serverOnly<CommunityServices>('The Programs & Community services');
