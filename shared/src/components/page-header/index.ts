export {
  PageHeader,
  RecordPageHeader,
  Breadcrumb,
  type PageHeaderProps,
  type RecordPageHeaderProps,
  type BreadcrumbProps,
  type BreadcrumbItem,
} from './page-header';
