export { SummaryTable, type SummaryRow, type SummaryTableProps } from './summary-table';
