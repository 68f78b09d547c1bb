import type { ReactNode } from 'react';
import { Card } from '@springfield/shared';

export interface ActionCardProps {
  title: string;
  text: string;
  /** The card's button or link. */
  children: ReactNode;
}

export function ActionCard({ title, text, children }: ActionCardProps) {
  return (
    <Card as="li" className="cm-faq-card cm-faq-action" title={title} headingLevel={2} actions={children}>
      <p>{text}</p>
    </Card>
  );
}
