import type { ReactNode } from 'react';

export interface ActionCardProps {
  title: string;
  text: string;
  /** The card's button or link. */
  children: ReactNode;
}

export function ActionCard({ title, text, children }: ActionCardProps) {
  return (
    <li className="cm-faq-card cm-faq-action">
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </li>
  );
}
