import { useIntl } from 'react-intl';
import type { NewsCategory } from '../../../types/content';
import { Badge, type BadgeTone } from '@springfield/shared';
import { categoryMessages } from '../data/news-articles';

export interface CategoryBadgeProps {
  category: NewsCategory;
}

const tone: Record<NewsCategory, BadgeTone> = {
  'Press Releases': 'info',
  'Public Notices': 'warning',
  'City Blog': 'success',
};

export function CategoryBadge({ category }: CategoryBadgeProps) {
  const intl = useIntl();
  return <Badge tone={tone[category]}>{intl.formatMessage(categoryMessages[category])}</Badge>;
}
