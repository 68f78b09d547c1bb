import { officialsIn } from '../data/officials';
import { useAreaIntl } from '../../../i18n/area-intl';
import { governmentMessages as m } from '../messages';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import { officialSlug } from '../utils/addresses';
import { OfficialCard } from './official-card';
import { SectionHeading, UntranslatedNote } from './section-heading';

export interface OfficialsSectionProps {
  /** The official whose full profile its address opens (/government/officials/{slug}). */
  openSlug?: string;
  onRouteClose?: () => void;
}

export function OfficialsSection({ openSlug, onRouteClose }: OfficialsSectionProps = {}) {
  const { open, show, close } = useRoutedDialog(openSlug ?? null, onRouteClose);
  const intl = useAreaIntl();
  const shown = officialsIn();
  return (
    <section className="gov-section" aria-labelledby="gov-officials-title">
      <SectionHeading id="gov-officials-title" title={intl.formatMessage(m.officialsTitle)} />
      <UntranslatedNote records={shown} />
      <ul className="gov-cards gov-cards--three">
        {shown.map((official) => {
          const slug = officialSlug(official);
          return (
            <li key={slug}>
              <OfficialCard
                official={official}
                open={open === slug}
                onOpen={() => show(slug)}
                onClose={close}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
