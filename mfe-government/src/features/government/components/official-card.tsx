import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { lazyDialog, telHref, Badge, Card } from '@springfield/shared';
import type { Official } from '../../../types/content';
import { officialPath } from '../utils/addresses';
import { DialogLink } from './dialog-link';

const { Dialog: OfficialProfileDialog, preload: preloadProfile } = lazyDialog(() =>
  import('./official-profile-dialog').then((m) => m.OfficialProfileDialog),
);

export interface OfficialCardProps {
  official: Official;
  /** The full profile's dialog (also at /government/officials/{slug}). */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export function OfficialCard({ official, open, onOpen, onClose }: OfficialCardProps) {
  return (
    <Card
      as="article"
      className="gov-card gov-official"
      actions={
        <DialogLink
          block
          to={officialPath(official)}
          aria-label={`View Full Profile: ${official.name}`}
          onOpen={onOpen}
          onPreload={preloadProfile}
        >
          View Full Profile
        </DialogLink>
      }
    >
      <img
        className="gov-official__photo"
        src={official.photo}
        alt={`Portrait of ${official.name}`}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
      />
      <h3 className="gov-card__title">{official.name}</h3>
      <p className="gov-official__role">{official.title}</p>
      <p className="gov-muted">Term: {official.term}</p>
      <p>{official.bio}</p>
      <h4 className="gov-card__subtitle">Key Priorities</h4>
      <ul className="gov-tags">
        {official.priorities.map((priority) => (
          <li key={priority}>
            <Badge tone="info">{priority}</Badge>
          </li>
        ))}
      </ul>
      <ul className="gov-contact-list">
        <li>
          <MailOutlined aria-hidden /> <a href={`mailto:${official.email}`}>{official.email}</a>
        </li>
        <li>
          <PhoneOutlined aria-hidden /> <a href={telHref(official.phone)}>{official.phone}</a>
        </li>
      </ul>
      <OfficialProfileDialog official={official} open={open} onClose={onClose} />
    </Card>
  );
}
