import { type CSSProperties, type ReactNode, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { GripIcon } from '../../lib/icons.tsx';
import { Button } from '../button/button.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { useRowReorder } from './use-row-reorder.ts';

/** Rows per page (SPEC.md §9). */
export const TABLE_PAGE_SIZE = 10;
/** Index of the first page (SPEC.md §9). */
export const TABLE_FIRST_PAGE = 0;
/** How long the other rows take to slide aside while a row is dragged, in ms (SPEC.md §9). */
export const TABLE_DRAG_ANIMATION_MS = 300;
/** What an empty table says unless told otherwise (SPEC.md §9). */
export const TABLE_EMPTY_TEXT = 'No results';

/** One column: its header and how to render a row's cell. */
export interface TableColumn<Row> {
  /** A stable key for the column. */
  id: string;
  header: ReactNode;
  /** The cell content of a row; `index` is the row's index in `rows`. */
  cell: (row: Row, index: number) => ReactNode;
  /** CSS width (number = px). */
  width?: number | string;
  /** Text alignment of header and cells; `end` for numbers and actions. */
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  /** All rows (client-side pagination slices them) or the current page's (server-side pagination). */
  rows: readonly Row[];
  /** A stable id per row, so React keeps row state and focus across reorders. */
  getRowId: (row: Row, index: number) => string;
  /** A visible caption; otherwise name the table with `aria-label` or `aria-labelledby`. */
  caption?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Shows skeleton rows instead of the rows and marks the table busy. */
  loading?: boolean;
  /** How many skeleton rows to show while loading; 3 by default. */
  loadingRows?: number;
  /** Shown in a single row when there are no rows; "No results" by default. */
  emptyText?: ReactNode;
  /** Splits `rows` into pages of `pageSize` with Previous and Next. */
  paginated?: boolean;
  /** Rows per page; 10 by default. */
  pageSize?: number;
  /** The current page (0-based) when controlled; pair with `onPageChange`. */
  pageIndex?: number;
  /** The first page shown when uncontrolled; 0 by default. */
  defaultPageIndex?: number;
  /** Server-side pagination: the number of pages; `rows` are then the current page only. */
  pageCount?: number;
  /** Called with the new 0-based page when the user pages. */
  onPageChange?: (pageIndex: number) => void;
  /**
   * Turns on reordering: each row gets a drag handle (pointer drag, or Space, arrows, Space, Escape from the
   * keyboard). Called with indices into `rows` (plus the page offset when paginated); the caller moves the row.
   */
  onReorder?: (fromIndex: number, toIndex: number) => void;
  /** Names a row in its handle and in announcements ("Reorder GitHub"); "row 2" by default. */
  getRowLabel?: (row: Row, index: number) => string;
  /**
   * How long after a drag ends the rows get their hover highlight back, in ms; 0 by default. Rows lose it
   * during a drag, so the highlight does not flicker under the moving row (the Settings dialog uses 6000).
   */
  hoverRestoreDelay?: number;
  /** Extra class names for the wrapper. */
  className?: string;
}

/**
 * A data table: column definitions, rows, loading skeletons and an empty text, with optional client- or
 * server-side pagination and optional drag-and-drop reordering that works from the keyboard too (with
 * live announcements). SPEC.md §9's defaults are exported as `TABLE_*` constants.
 */
export function Table<Row>({
  columns,
  rows,
  getRowId,
  caption,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  loading = false,
  loadingRows = 3,
  emptyText = TABLE_EMPTY_TEXT,
  paginated = false,
  pageSize = TABLE_PAGE_SIZE,
  pageIndex,
  defaultPageIndex = TABLE_FIRST_PAGE,
  pageCount,
  onPageChange,
  onReorder,
  getRowLabel,
  hoverRestoreDelay = 0,
  className,
}: TableProps<Row>) {
  const [ownPage, setOwnPage] = useState(defaultPageIndex);

  const serverPaged = pageCount !== undefined;
  const paged = serverPaged || paginated;
  const totalPages = serverPaged
    ? Math.max(1, pageCount)
    : paginated
      ? Math.max(1, Math.ceil(rows.length / pageSize))
      : 1;
  const page = Math.min(Math.max(pageIndex ?? ownPage, 0), totalPages - 1);
  const offset = paged ? page * pageSize : 0;
  const visible = paginated && !serverPaged ? rows.slice(offset, offset + pageSize) : rows;
  const reorder = useRowReorder({
    rows,
    visible,
    offset,
    getRowId,
    getRowLabel,
    onReorder,
    hoverRestoreDelay,
  });
  const reorderable = onReorder !== undefined && !loading;
  const columnCount = columns.length + (reorderable ? 1 : 0);

  const goTo = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  const tableStyle = { '--ex-table-drag-duration': `${TABLE_DRAG_ANIMATION_MS}ms` } as CSSProperties;

  return (
    <div className={cx('ex-table', className)}>
      <div className="ex-table__scroll">
        <table
          className="ex-table__table"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-busy={loading ? true : undefined}
          data-dragging={reorder.dragging}
          data-hover-paused={reorder.hoverPaused ? '' : undefined}
          style={tableStyle}
        >
          {caption ? <caption className="ex-table__caption">{caption}</caption> : null}
          <thead>
            <tr>
              {reorderable ? (
                <th scope="col" className="ex-table__head ex-table__handle-cell">
                  <VisuallyHidden>Order</VisuallyHidden>
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className="ex-table__head"
                  data-align={column.align}
                  style={column.width !== undefined ? { width: column.width } : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: loadingRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                  <tr key={index} className="ex-table__row" data-skeleton="">
                    {columns.map((column) => (
                      <td key={column.id} className="ex-table__cell" data-align={column.align}>
                        <Skeleton width={index % 2 === 0 ? '70%' : '50%'} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {!loading && visible.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="ex-table__empty">
                  {emptyText}
                </td>
              </tr>
            ) : null}
            {loading
              ? null
              : visible.map((row, index) => {
                  const id = getRowId(row, offset + index);
                  const shift = reorder.shiftOf(index);
                  return (
                    <tr
                      key={id}
                      ref={reorder.rowRef(index)}
                      className="ex-table__row"
                      data-lifted={reorder.lifted === index ? '' : undefined}
                      style={shift !== 0 ? { transform: `translateY(${shift}px)` } : undefined}
                    >
                      {reorderable ? (
                        <td className="ex-table__cell ex-table__handle-cell">
                          <button
                            ref={reorder.handleRef(id)}
                            type="button"
                            className="ex-table__handle"
                            aria-label={reorder.handleLabel(index)}
                            aria-describedby={reorder.instructionsId}
                            onKeyDown={(event) => reorder.onHandleKeyDown(event, index)}
                            onBlur={reorder.onHandleBlur}
                            onPointerDown={(event) => reorder.onHandlePointerDown(event, index)}
                            onPointerMove={reorder.onHandlePointerMove}
                            onPointerUp={reorder.onHandlePointerUp}
                            onPointerCancel={reorder.onHandlePointerCancel}
                          >
                            <GripIcon />
                          </button>
                        </td>
                      ) : null}
                      {columns.map((column) => (
                        <td key={column.id} className="ex-table__cell" data-align={column.align}>
                          {column.cell(row, offset + index)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
          </tbody>
        </table>
      </div>
      {reorderable ? (
        <>
          <VisuallyHidden id={reorder.instructionsId}>
            Press Space to pick the row up, the up and down arrow keys to move it, Space to drop it and Escape
            to cancel.
          </VisuallyHidden>
          <VisuallyHidden aria-live="assertive" aria-atomic="true">
            {reorder.announcement}
          </VisuallyHidden>
        </>
      ) : null}
      {paged && totalPages > 1 ? (
        <nav aria-label="Pagination" className="ex-table__pagination">
          <p className="ex-table__page" aria-live="polite">
            Page {page + 1} of {totalPages}
          </p>
          <div className="ex-table__pager">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages - 1}
              onClick={() => goTo(page + 1)}
            >
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
