import type { MessageDescriptor } from 'react-intl';
import type { NewsCategory } from '../../../types/content';
import { newsMessages } from '../messages';

/**
 * Each category's name as a message: the data's category stays the English value. Apart from the articles'
 * records: the feeds' choices on the events list name them without loading every article (issue 45).
 */
export const categoryMessages: Readonly<Record<NewsCategory, MessageDescriptor>> = {
  'Press Releases': newsMessages.pressReleases,
  'Public Notices': newsMessages.publicNotices,
  'City Blog': newsMessages.cityBlog,
};
