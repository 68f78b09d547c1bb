export { StaffTable, type StaffTableProps } from './staff-table';
