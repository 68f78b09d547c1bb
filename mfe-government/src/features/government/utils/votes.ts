import type { LegislationVotes } from '../../../types/content';

/** "For: 6 · Against: 1", with "· Abstain: n" only when someone abstained; null before a vote. */
export function voteTally(votes: LegislationVotes | null): string | null {
  if (!votes) return null;
  const parts = [`For: ${votes.for}`, `Against: ${votes.against}`];
  if (votes.abstain > 0) parts.push(`Abstain: ${votes.abstain}`);
  return parts.join(' · ');
}
