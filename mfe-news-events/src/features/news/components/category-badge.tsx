import type { NewsCategory } from '@springfield/shared';

export interface CategoryBadgeProps {
  category: NewsCategory;
}

const tone: Record<NewsCategory, string> = {
  'Press Releases': 'press',
  'Public Notices': 'notice',
  'City Blog': 'blog',
};

export function CategoryBadge({ category }: CategoryBadgeProps) {
  return <span className={`ne-badge ne-badge--${tone[category]}`}>{category}</span>;
}
