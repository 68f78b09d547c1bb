import type { MessageDescriptor } from 'react-intl';
import type { GovernmentDocumentCategory } from '../../../types/content';
import { documentMessages as m } from '../messages';

/** The words of each category of documents (a category is a fixed English value of the record). */
export const categoryNames: Readonly<Record<GovernmentDocumentCategory, MessageDescriptor>> = {
  'Budget Documents': m.categoryBudget,
  'Meeting Minutes': m.categoryMinutes,
  'Public Records': m.categoryRecords,
};
