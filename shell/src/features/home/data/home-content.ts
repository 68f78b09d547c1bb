import { city } from '@springfield/shared';
import { linksFor } from '../../remotes/remote-areas';

// Home's quick actions, questions and help link are the areas' (area.json `links`): each area declares what it
// answers, in its words, and the shell lays them out.

export interface QuickAction {
  to: string;
  title: string;
  description: string;
}

/** The hero's quick actions, as the areas declare them. */
export function quickActions(): QuickAction[] {
  return linksFor('home-quick-actions').map((link) => ({
    to: link.to,
    title: link.label,
    description: link.description ?? '',
  }));
}

export interface Faq {
  question: string;
  answer: string;
  link: { to: string; label: string };
}

/** Home's frequently asked questions, each answered by the area it is about. */
export function faqs(): Faq[] {
  return linksFor('home-faq')
    .filter((link) => link.question)
    .map((link) => ({
      question: link.question as string,
      answer: link.description ?? '',
      link: { to: link.to, label: link.label },
    }));
}

export const needHelp = {
  title: 'Need Help?',
  hotline: `City Services Hotline: ${city.mainPhone}`,
  hours: 'Monday - Friday, 8 AM - 5 PM',
  emergency: 'For emergencies, call 911',
} as const;

/** The help box's button: where an area takes residents' questions (the feedback form), if one declares it. */
export function helpContact(): { to: string; label: string } | undefined {
  return linksFor('home-help')[0];
}
