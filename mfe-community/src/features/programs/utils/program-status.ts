import type { Program } from '../../../types/content';

/** The badge on the programs list: any unknown status reads Planning. */
export function programStatusLabel(status: Program['status']): string {
  switch (status) {
    case 'active':
      return 'Active';
    case 'accepting-applications':
      return 'Accepting Applications';
    case 'completed':
      return 'Completed';
    default:
      return 'Planning';
  }
}

/** The label on a program's own page: Active Program, Accepting Applications. */
export function programPageStatusLabel(status: Program['status']): string {
  return status === 'active' ? 'Active Program' : programStatusLabel(status);
}

/** Which colour family the badge uses; the text always carries the meaning. */
export function programStatusTone(status: Program['status']): 'success' | 'info' | 'neutral' {
  if (status === 'active') return 'success';
  if (status === 'accepting-applications') return 'info';
  return 'neutral';
}
