import {
  type KeyboardEvent,
  type PointerEvent,
  type RefCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

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

/** What the reordering needs to know of the table it works in. */
export interface RowReorderOptions<Row> {
  /** Every row the table was given: a new list is the caller's move landing, so focus follows the row. */
  rows: readonly Row[];
  /** The rows shown (the current page when paginated); drags move within these. */
  visible: readonly Row[];
  /** Index in `rows` of the first visible row (the page offset), added to what `onReorder` gets. */
  offset: number;
  /** The table's stable row id, to find the moved row's handle again after the caller reorders. */
  getRowId: (row: Row, index: number) => string;
  /** Names a row in its handle and in announcements; "row 2" by default. */
  getRowLabel?: (row: Row, index: number) => string;
  /** Called with the row's index before and after the move; the caller moves the row. */
  onReorder?: (fromIndex: number, toIndex: number) => void;
  /** How long after a drag ends the rows get their hover highlight back, in ms. */
  hoverRestoreDelay: number;
}

/** The state of a reorder, and what the table's rows and drag handles are wired to. */
export interface RowReorder {
  /** How the lifted row is moving, while one is (the table's `data-dragging`). */
  dragging: 'pointer' | 'keyboard' | undefined;
  /** Index (within the visible rows) of the lifted row, while one is. */
  lifted: number | undefined;
  /** Rows keep their hover highlight off during a drag and until `hoverRestoreDelay` after it. */
  hoverPaused: boolean;
  /** The live announcement of the last keyboard step, for an assertive live region. */
  announcement: string;
  /** Id of the element that tells keyboard users how to move a row; each handle is described by it. */
  instructionsId: string;
  /** How far the visible row `index` is slid, in px: the dragged row follows, the rows it passes make room. */
  shiftOf: (index: number) => number;
  /** Keeps the visible row `index`'s element, measured when a drag starts. */
  rowRef: (index: number) => RefCallback<HTMLTableRowElement>;
  /** Keeps the handle of the row `id`, so focus can return to it once the caller has moved the row. */
  handleRef: (id: string) => RefCallback<HTMLButtonElement>;
  /** The accessible name of the visible row `index`'s handle ("Reorder GitHub"). */
  handleLabel: (index: number) => string;
  /** Space or Enter lifts and drops, the arrows move, Escape cancels. */
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  /** Leaving the handle cancels a keyboard move. */
  onHandleBlur: () => void;
  onHandlePointerDown: (event: PointerEvent<HTMLButtonElement>, index: number) => void;
  onHandlePointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onHandlePointerUp: () => void;
  onHandlePointerCancel: () => void;
}

/**
 * Drag-and-drop reordering of a table's rows that works from the keyboard too (Space lifts, arrows move,
 * Space drops, Escape cancels, each step announced), kept apart from the table's rendering.
 */
export function useRowReorder<Row>(options: RowReorderOptions<Row>): RowReorder {
  const { visible, offset, getRowId, getRowLabel, onReorder, hoverRestoreDelay } = options;
  const instructionsId = `ex-table-${useId()}-instructions`;
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
  }, [options.rows]);

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

  return {
    dragging: drag?.mode,
    lifted: drag?.from,
    hoverPaused,
    announcement,
    instructionsId,
    shiftOf: (index) => shiftOf(index, drag, heights.current),
    rowRef: (index) => (node) => {
      if (node) rowElements.current.set(index, node);
      else rowElements.current.delete(index);
    },
    handleRef: (id) => (node) => {
      if (node) handles.current.set(id, node);
      else handles.current.delete(id);
    },
    handleLabel: (index) => `Reorder ${labelOf(index)}`,
    onHandleKeyDown: handleKeyDown,
    onHandleBlur: () => {
      if (drag?.mode === 'keyboard') end(false);
    },
    onHandlePointerDown: handlePointerDown,
    onHandlePointerMove: handlePointerMove,
    onHandlePointerUp: () => end(true),
    onHandlePointerCancel: () => end(false),
  };
}
