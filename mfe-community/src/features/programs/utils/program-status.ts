// A status is one of the schema's (src/content/schema.ts); the spec shows any other value as Planning, so these
// take any text.
import type { IntlShape } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import { programMessages as m } from '../messages';

/** The badge on the programs list: any unknown status reads Planning (in the page's language by default). */
export function programStatusLabel(status: string, intl: IntlShape = areaIntl.intl()): string {
  switch (status) {
    case 'active':
      return intl.formatMessage(m.statusActive);
    case 'accepting-applications':
      return intl.formatMessage(m.statusAccepting);
    case 'completed':
      return intl.formatMessage(m.statusCompleted);
    default:
      return intl.formatMessage(m.statusPlanning);
  }
}

/** The label on a program's own page: Active Program, Accepting Applications. */
export function programPageStatusLabel(status: string, intl: IntlShape = areaIntl.intl()): string {
  return status === 'active' ? intl.formatMessage(m.statusActiveProgram) : programStatusLabel(status, intl);
}

/** Which colour family the badge uses; the text always carries the meaning. */
export function programStatusTone(status: string): 'success' | 'info' | 'neutral' {
  if (status === 'active') return 'success';
  if (status === 'accepting-applications') return 'info';
  return 'neutral';
}
