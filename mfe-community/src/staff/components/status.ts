import type { ApplicationStatus } from '../data';
import { staffMessages } from '../messages';

/** An application's status in words. */
export const STATUS_LABELS = {
  new: staffMessages.statusNew,
  accepted: staffMessages.statusAccepted,
  declined: staffMessages.statusDeclined,
} satisfies Record<ApplicationStatus, unknown>;
