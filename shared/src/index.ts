import './styles/tokens.css';
import './styles/print.css';
import './styles/icons.css';

// The one public entry of @springfield/shared. It is a Module Federation singleton: one copy in the page.
export * from './types/content';
export * from './contract/contract';
export * from './contract/backend';
export * from './contract/documents';
export * from './contract/lazy-page';
export { AREA_DATA, areaData, resetAreaDataForTests } from './server-data/area-data';
export {
  STAFF_REQUEST,
  staffRequest,
  StaffCsrfField,
  type StaffAreaLink,
  type StaffPageAnswers,
  type StaffRequest,
} from './server-data/staff';
export * from './i18n/locales';
export { sharedWord, type SharedWord } from './i18n/words';
export * from './i18n/area-intl';
export * from './i18n/plain-messages';
export * from './i18n/localized-records';
export * from './components/in-english';
export { colors } from './theme/theme';
export { city, cityHallBuilding, officeHoursIn, telHref } from './content/city';
export {
  notify,
  resetNotifications,
  useNotifyStore,
  type Toast,
  type ToastVariant,
  type NotifyInput,
} from './notify/notify-store';
export { Toaster, type ToasterProps } from './notify/toaster';
export * from './components/page-header';
export { RecordNotFound, type RecordNotFoundProps } from './components/record-not-found';
export { PageNotFound } from './components/page-not-found';
export { LoadingPanel, type LoadingPanelProps } from './components/loading-panel';
export { StaffTable, type StaffTableProps } from './components/staff-table';
export * from './components/button';
export * from './components/external-link';
export * from './components/badge';
export * from './components/card';
export * from './components/widget';
export * from './components/text-field';
export * from './components/text-area';
export * from './components/select';
export * from './components/checkbox';
export * from './components/radio-group';
export { lazyDialog, type LazyDialog } from './components/lazy-dialog';
export { mountStandalone, type StandaloneHostOptions } from './components/standalone-host';
export * from './formatters/formatters';
export {
  useValueTypedBeforeHydration,
  currentValue,
  currentlyChecked,
  checkedRadioValue,
} from './hooks/use-value-typed-before-hydration';
export {
  usePageTitle,
  pageTitle,
  PAGE_HEAD_COLLECTOR,
  ERROR_TITLE_PREFIX,
  errorTitlePrefix,
  SITE_NAME,
  siteName,
  type PageHeadData,
} from './hooks/use-page-title';
export * from './structured-data/structured-data';
export * from './share/share-page';
export { ShareButton, type ShareButtonProps } from './share/share-button';
export { useHydrated } from './hooks/use-hydrated';
export * from './forms';
export * from './formatters/times';
