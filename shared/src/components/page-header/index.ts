export {
  PageHeader,
  RecordPageHeader,
  sectionBackLabel,
  Breadcrumb,
  type PageHeaderProps,
  type RecordPageHeaderProps,
  type RecordSection,
  type BreadcrumbProps,
  type BreadcrumbItem,
} from './page-header';
