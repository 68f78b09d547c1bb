import type { NewsCategory } from '../../../types/content';
import { Badge, type BadgeTone } from '@springfield/shared';

export interface CategoryBadgeProps {
  category: NewsCategory;
}

const tone: Record<NewsCategory, BadgeTone> = {
  'Press Releases': 'info',
  'Public Notices': 'warning',
  'City Blog': 'success',
};

export function CategoryBadge({ category }: CategoryBadgeProps) {
  return <Badge tone={tone[category]}>{category}</Badge>;
}
