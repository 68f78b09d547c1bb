import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { recordText } from './section-heading';
import { useAreaIntl } from '../../../i18n/area-intl';
import { lazyDialog, langOf, telHref, Badge, Card } from '@springfield/shared';
import type { Official, Shown } from '../../../types/content';
import { governmentMessages as m } from '../messages';
import { officialPath } from '../utils/addresses';
import { DialogLink } from './dialog-link';

const { Dialog: OfficialProfileDialog, preload: preloadProfile } = lazyDialog(() =>
  import('./official-profile-dialog').then((m) => m.OfficialProfileDialog),
);

export interface OfficialCardProps {
  /** The official in the page's language (or in English, `lang` says). */
  official: Shown<Official>;
  /** The full profile's dialog (also at /government/officials/{slug}). */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export function OfficialCard({ official, open, onOpen, onClose }: OfficialCardProps) {
  const intl = useAreaIntl();
  const inRecord = langOf(official);
  return (
    <Card
      as="article"
      className="gov-card gov-official"
      actions={
        <DialogLink
          block
          to={officialPath(official)}
          aria-label={intl.formatMessage(m.viewProfileOf, { name: official.name })}
          onOpen={onOpen}
          onPreload={preloadProfile}
        >
          {intl.formatMessage(m.viewProfile)}
        </DialogLink>
      }
    >
      <img
        className="gov-official__photo"
        src={official.photo}
        alt={intl.formatMessage(m.portrait, { name: official.name })}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
      />
      <h3 className="gov-card__title">{official.name}</h3>
      <p className="gov-official__role" {...inRecord}>
        {official.title}
      </p>
      <p className="gov-muted">{intl.formatMessage(m.term, { term: recordText(official, official.term) })}</p>
      <p {...inRecord}>{official.bio}</p>
      <h4 className="gov-card__subtitle">{intl.formatMessage(m.priorities)}</h4>
      <ul className="gov-tags" {...inRecord}>
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
