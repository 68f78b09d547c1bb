import { linksFor, type FrameLink } from '../../remotes/remote-areas';

// Home's quick actions, questions and help link are the areas' (area.json `links`): each area declares what it
// answers, in its words and in its translations, and the shell lays them out.

/** The hero's quick actions, as the areas declare them: the link's label is the title, its description the line. */
export function quickActions(): FrameLink[] {
  return linksFor('home-quick-actions');
}

/** Home's frequently asked questions, each answered by the area it is about: its question, answer and link. */
export function faqs(): FrameLink[] {
  return linksFor('home-faq').filter((link) => link.question);
}

/** The help box's button: where an area takes residents' questions (the feedback form), if one declares it. */
export function helpContact(): FrameLink | undefined {
  return linksFor('home-help')[0];
}
