import { AuditOutlined, CalendarOutlined, DollarOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import { Card } from '@springfield/shared';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { transparencyCategories, type TransparencyDialogId } from '../data/transparency';
import { governmentMessages as m } from '../messages';
import { viewPath } from '../utils/addresses';
import { DialogLink } from './dialog-link';
import { SectionHeading } from './section-heading';
import { preloadTransparencyDialog } from './transparency-dialogs';

const icons: Record<string, ReactNode> = {
  budget: <DollarOutlined aria-hidden />,
  meetings: <CalendarOutlined aria-hidden />,
  records: <FileSearchOutlined aria-hidden />,
  ethics: <AuditOutlined aria-hidden />,
};

/** Each card's words: its dialog's title and what it holds. */
const words: Record<TransparencyDialogId, { title: MessageDescriptor; description: MessageDescriptor }> = {
  budget: { title: m.budgetTitle, description: m.budgetDescription },
  meetings: { title: m.archivesTitle, description: m.meetingsDescription },
  records: { title: m.recordsTitle, description: m.recordsDescription },
  ethics: { title: m.ethicsTitle, description: m.ethicsDescription },
};

export interface TransparencySectionProps {
  /** Each card's link opens its Access Records dialog, whose address (/government/budget, …) follows. */
  onOpen: (id: TransparencyDialogId) => void;
}

export function TransparencySection({ onOpen }: TransparencySectionProps) {
  const intl = useAreaIntl();
  return (
    <section className="gov-section" aria-labelledby="gov-transparency-title" id="transparency">
      <SectionHeading id="gov-transparency-title" title={intl.formatMessage(m.transparencyTitle)} />
      <ul className="gov-cards gov-cards--four">
        {transparencyCategories.map((category) => {
          const title = intl.formatMessage(words[category.id].title);
          return (
            <Card
              as="li"
              key={category.id}
              className="gov-card gov-transparency"
              actions={
                <DialogLink
                  block
                  to={viewPath(category.id)}
                  aria-label={intl.formatMessage(m.accessRecordsOf, { title })}
                  onOpen={() => onOpen(category.id)}
                  onPreload={() => preloadTransparencyDialog(category.id)}
                >
                  {intl.formatMessage(m.accessRecords)}
                </DialogLink>
              }
            >
              <span className="gov-transparency__icon">{icons[category.icon]}</span>
              <h3 className="gov-card__title">{title}</h3>
              <p>{intl.formatMessage(words[category.id].description)}</p>
              <p className="gov-transparency__count">
                {intl.formatMessage(m.itemCount, { count: category.items })}
              </p>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
