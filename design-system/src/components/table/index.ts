export type { ListSearchChange } from './list-search.ts';
export { listSearch } from './list-search.ts';
export type { RowActionProps } from './row-action.tsx';
export { RowAction } from './row-action.tsx';
export type { TableColumn, TableProps } from './table.tsx';
export {
  TABLE_DRAG_ANIMATION_MS,
  TABLE_EMPTY_TEXT,
  TABLE_FIRST_PAGE,
  TABLE_PAGE_SIZE,
  Table,
} from './table.tsx';
