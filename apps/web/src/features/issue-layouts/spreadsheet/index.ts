export { COLUMNS, type Column, type ColumnId, nextOrderBy, visibleColumns } from "./lib/columns";
export type { EstimatePointRef, NamedRef } from "./lib/lookups";
export { SpreadsheetLayout, type SpreadsheetLayoutProps } from "./spreadsheet-layout";
