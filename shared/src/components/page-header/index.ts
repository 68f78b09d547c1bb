export {
  PageHeader,
  Breadcrumb,
  type PageHeaderProps,
  type BreadcrumbProps,
  type BreadcrumbItem,
} from './page-header';
