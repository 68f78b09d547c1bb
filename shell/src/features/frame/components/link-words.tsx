import { useIntl } from 'react-intl';
import { DeclaredWords } from '../../language/components/declared-words';
import type { ShellOrAreaLink } from '../data/frame-links';

/** A frame link's words in the page's language: the shell's message, or what the area declared. */
export function LinkWords({ link }: { link: ShellOrAreaLink }) {
  const intl = useIntl();
  if (link.message) return intl.formatMessage(link.message);
  return <DeclaredWords item={link} field="label" />;
}
