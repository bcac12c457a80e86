import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../../lib/class-names.ts';
import { GripIcon } from '../../lib/icons.tsx';
import { Button } from '../button/button.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';

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

interface DragState {
  /** Index (within the page) of the lifted row. */
  from: number;
  /** Index it would be dropped at. */
  over: number;
  mode: 'pointer' | 'keyboard';
  /** Pointer distance moved since the row was lifted, in px. */
  offset: number;
}

/** Where a row sits after a move: a sum of row heights, so rows of any height slide by the right amount. */
function shiftOf(index: number, drag: DragState | null, heights: readonly number[]): number {
  if (!drag) return 0;
  const { from, over } = drag;
  const height = (at: number) => heights[at] ?? 0;
  if (index === from) {
    if (drag.mode === 'pointer') return drag.offset;
    let distance = 0;
    for (let at = Math.min(from, over); at <= Math.max(from, over); at += 1)
      if (at !== from) distance += height(at);
    return over > from ? distance : -distance;
  }
  if (from < over && index > from && index <= over) return -height(from);
  if (over < from && index >= over && index < from) return height(from);
  return 0;
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
  const instructionsId = `ex-table-${useId()}-instructions`;
  const [ownPage, setOwnPage] = useState(defaultPageIndex);
  const [drag, setDrag] = useState<DragState | null>(null);
  const [hoverPaused, setHoverPaused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const heights = useRef<number[]>([]);
  const tops = useRef<number[]>([]);
  const pointerStart = useRef(0);
  const rowElements = useRef(new Map<number, HTMLTableRowElement>());
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const restoreTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(restoreTimer.current), []);

  // After a keyboard drop the parent reorders the rows; keep focus on the moved row's handle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows change, after a drop.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    focusAfterMove.current = null;
    const handle = handles.current.get(id);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [rows]);

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
  const reorderable = onReorder !== undefined && !loading;
  const columnCount = columns.length + (reorderable ? 1 : 0);

  const goTo = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  const labelOf = (index: number) => {
    const row = visible[index];
    return row !== undefined && getRowLabel ? getRowLabel(row, offset + index) : `row ${offset + index + 1}`;
  };

  const measure = () => {
    heights.current = [];
    tops.current = [];
    visible.forEach((_, index) => {
      const rect = rowElements.current.get(index)?.getBoundingClientRect();
      heights.current[index] = rect?.height ?? 0;
      tops.current[index] = rect?.top ?? 0;
    });
  };

  const lift = (index: number, mode: DragState['mode']) => {
    clearTimeout(restoreTimer.current);
    measure();
    setHoverPaused(true);
    setDrag({ from: index, over: index, mode, offset: 0 });
  };

  const end = (commit: boolean) => {
    if (!drag) return;
    setDrag(null);
    const { from, over, mode } = drag;
    const moved = commit && from !== over;
    if (moved) {
      const row = visible[from];
      if (mode === 'keyboard' && row !== undefined) focusAfterMove.current = getRowId(row, offset + from);
      onReorder?.(offset + from, offset + over);
    }
    if (mode === 'keyboard') {
      setAnnouncement(
        moved
          ? `Dropped ${labelOf(from)} at position ${over + 1} of ${visible.length}.`
          : commit
            ? `Dropped ${labelOf(from)} in its place.`
            : `Reorder cancelled. ${labelOf(from)} is back at position ${from + 1} of ${visible.length}.`,
      );
    }
    if (hoverRestoreDelay > 0)
      restoreTimer.current = setTimeout(() => setHoverPaused(false), hoverRestoreDelay);
    else setHoverPaused(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const lifted = drag?.mode === 'keyboard' ? drag : null;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (lifted) {
        end(true);
      } else if (!drag) {
        lift(index, 'keyboard');
        setAnnouncement(
          `Picked up ${labelOf(index)}, position ${index + 1} of ${visible.length}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`,
        );
      }
    } else if (lifted && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const over = Math.min(
        Math.max(lifted.over + (event.key === 'ArrowDown' ? 1 : -1), 0),
        visible.length - 1,
      );
      if (over === lifted.over) return;
      setDrag({ ...lifted, over });
      setAnnouncement(`${labelOf(lifted.from)} moved to position ${over + 1} of ${visible.length}.`);
    } else if (lifted && event.key === 'Escape') {
      // Cancel the move, not the dialog around the table.
      event.preventDefault();
      event.stopPropagation();
      end(false);
    }
  };

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (drag || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointerStart.current = event.clientY;
    lift(index, 'pointer');
  };

  const handlePointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag?.mode !== 'pointer') return;
    const offsetY = event.clientY - pointerStart.current;
    const { from } = drag;
    const centre = (tops.current[from] ?? 0) + (heights.current[from] ?? 0) / 2 + offsetY;
    const middle = (at: number) => (tops.current[at] ?? 0) + (heights.current[at] ?? 0) / 2;
    let over = from;
    for (let at = from + 1; at < visible.length; at += 1) if (centre > middle(at)) over = at;
    for (let at = from - 1; at >= 0; at -= 1) if (centre < middle(at)) over = at;
    setDrag({ ...drag, offset: offsetY, over });
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
          data-dragging={drag ? drag.mode : undefined}
          data-hover-paused={hoverPaused ? '' : undefined}
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
                  const shift = shiftOf(index, drag, heights.current);
                  const lifted = drag?.from === index;
                  return (
                    <tr
                      key={id}
                      ref={(node) => {
                        if (node) rowElements.current.set(index, node);
                        else rowElements.current.delete(index);
                      }}
                      className="ex-table__row"
                      data-lifted={lifted ? '' : undefined}
                      style={shift !== 0 ? { transform: `translateY(${shift}px)` } : undefined}
                    >
                      {reorderable ? (
                        <td className="ex-table__cell ex-table__handle-cell">
                          <button
                            ref={(node) => {
                              if (node) handles.current.set(id, node);
                              else handles.current.delete(id);
                            }}
                            type="button"
                            className="ex-table__handle"
                            aria-label={`Reorder ${labelOf(index)}`}
                            aria-describedby={instructionsId}
                            onKeyDown={(event) => handleKeyDown(event, index)}
                            onBlur={() => {
                              if (drag?.mode === 'keyboard') end(false);
                            }}
                            onPointerDown={(event) => handlePointerDown(event, index)}
                            onPointerMove={handlePointerMove}
                            onPointerUp={() => end(true)}
                            onPointerCancel={() => end(false)}
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
          <VisuallyHidden id={instructionsId}>
            Press Space to pick the row up, the up and down arrow keys to move it, Space to drop it and Escape
            to cancel.
          </VisuallyHidden>
          <VisuallyHidden aria-live="assertive" aria-atomic="true">
            {announcement}
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
