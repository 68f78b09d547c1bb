import { officials } from '../data/officials';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import { officialSlug } from '../utils/addresses';
import { OfficialCard } from './official-card';
import { SectionHeading } from './section-heading';

export interface OfficialsSectionProps {
  /** The official whose full profile its address opens (/government/officials/{slug}). */
  openSlug?: string;
  onRouteClose?: () => void;
}

export function OfficialsSection({ openSlug, onRouteClose }: OfficialsSectionProps = {}) {
  const { open, show, close } = useRoutedDialog(openSlug ?? null, onRouteClose);
  return (
    <section className="gov-section" aria-labelledby="gov-officials-title">
      <SectionHeading id="gov-officials-title" title="Your Elected Officials" />
      <ul className="gov-cards gov-cards--three">
        {officials.map((official) => {
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
