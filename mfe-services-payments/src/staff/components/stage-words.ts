import type { MessageDescriptor } from 'react-intl';
import type { ClosedReason, Stage } from '../data';
import { staffMessages } from '../messages';

const STAGE_WORDS: Record<Stage, MessageDescriptor> = {
  open: staffMessages.stageOpen,
  acknowledged: staffMessages.stageAcknowledged,
  in_progress: staffMessages.stageInProgress,
  closed: staffMessages.stageClosed,
};

const REASON_WORDS: Record<ClosedReason, MessageDescriptor> = {
  fixed: staffMessages.reasonFixed,
  duplicate: staffMessages.reasonDuplicate,
  'not-city': staffMessages.reasonNotCity,
  'no-action': staffMessages.reasonNoAction,
};

export const stageMessage = (stage: Stage) => STAGE_WORDS[stage];
export const reasonMessage = (reason: ClosedReason) => REASON_WORDS[reason];
