// A status is one of the schema's (src/content/schema.ts); the spec shows any other value as Planning, so these
// take any text.

/** The badge on the programs list: any unknown status reads Planning. */
export function programStatusLabel(status: string): string {
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
export function programPageStatusLabel(status: string): string {
  return status === 'active' ? 'Active Program' : programStatusLabel(status);
}

/** Which colour family the badge uses; the text always carries the meaning. */
export function programStatusTone(status: string): 'success' | 'info' | 'neutral' {
  if (status === 'active') return 'success';
  if (status === 'accepting-applications') return 'info';
  return 'neutral';
}
