import { AuditOutlined, CalendarOutlined, DollarOutlined, FileSearchOutlined } from '@ant-design/icons';
import { formatNumber, Card } from '@springfield/shared';
import type { ReactNode } from 'react';
import { transparencyCategories, type TransparencyDialogId } from '../data/transparency';
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

export interface TransparencySectionProps {
  /** Each card's link opens its Access Records dialog, whose address (/government/budget, …) follows. */
  onOpen: (id: TransparencyDialogId) => void;
}

export function TransparencySection({ onOpen }: TransparencySectionProps) {
  return (
    <section className="gov-section" aria-labelledby="gov-transparency-title" id="transparency">
      <SectionHeading id="gov-transparency-title" title="Transparency & Open Data" />
      <ul className="gov-cards gov-cards--four">
        {transparencyCategories.map((category) => (
          <Card
            as="li"
            key={category.id}
            className="gov-card gov-transparency"
            actions={
              <DialogLink
                block
                to={viewPath(category.id)}
                aria-label={`Access Records: ${category.title}`}
                onOpen={() => onOpen(category.id)}
                onPreload={() => preloadTransparencyDialog(category.id)}
              >
                Access Records
              </DialogLink>
            }
          >
            <span className="gov-transparency__icon">{icons[category.icon]}</span>
            <h3 className="gov-card__title">{category.title}</h3>
            <p>{category.description}</p>
            <p className="gov-transparency__count">{formatNumber(category.items)} items</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
