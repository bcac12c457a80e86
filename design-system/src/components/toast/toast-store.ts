import { type ReactNode, useSyncExternalStore } from 'react';

/** The most toasts the list holds (SPEC.md §9); a new one beyond this drops the oldest. */
export const TOAST_LIMIT = 10;

/** How long a toast stays on screen by default, in ms (SPEC.md §9). */
export const TOAST_DURATION = 5000;

/** How long a dismissed toast stays in the list before it is removed, in ms (SPEC.md §9). */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** The look and urgency of a toast: `destructive` is announced assertively, the others politely. */
export type ToastVariant = 'default' | 'destructive' | 'success';

/** What `toast()` takes. */
export interface ToastOptions {
  /** The message in a few words, e.g. "User Updated". */
  title: ReactNode;
  /** A sentence of detail, e.g. "Successfully updated." */
  description?: ReactNode;
  /** `default`, `destructive` (errors) or `success`. */
  variant?: ToastVariant;
  /** Milliseconds on screen before it closes itself; `TOAST_DURATION` by default. */
  duration?: number;
  /** One button that acts on the message ("Reload" for a new version); it closes the toast too. */
  action?: ToastAction;
}

/** A toast's button: its label, what it does, and how a screen reader user can do it another way. */
export interface ToastAction {
  label: string;
  onClick: () => void;
  /** Radix asks for it: the way to do the same without the toast ("Reload the page to update"). */
  altText: string;
}

/** A toast in the list, as `useToasts()` returns it. */
export interface ToastItem {
  /** Unique within the page. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  action?: ToastAction;
  /** False once dismissed; the toast leaves the list `TOAST_REMOVE_DELAY` ms later. */
  open: boolean;
}

/** What `toast()` returns: the new toast's id and a function that closes it. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

// Module-level state: the package is a single instance shared by every micro-frontend at run time, so a
// toast() called in any of them reaches the one <Toaster /> the shell renders.
let toasts: readonly ToastItem[] = [];
let count = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removalTimers.delete(id);
  }
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/**
 * Shows a toast in the page's `<Toaster />`, newest first. Beyond `TOAST_LIMIT` the oldest is dropped.
 * Returns its id and a `dismiss` function.
 */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION,
  action,
}: ToastOptions): ToastHandle {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = `ex-toast-${count}`;
  const item: ToastItem = { id, title, description, variant, duration, action, open: true };
  const next = [item, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) clearRemoval(dropped.id);
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * Closes the toast with this id, or every toast when no id is given. A closed toast stays in the list
 * (with `open: false`, so it can animate out) and is removed `TOAST_REMOVE_DELAY` ms later.
 */
export function dismissToast(id?: string): void {
  let changed = false;
  const next = toasts.map((item) => {
    if (id !== undefined && item.id !== id) return item;
    scheduleRemoval(item.id);
    if (!item.open) return item;
    changed = true;
    return { ...item, open: false };
  });
  if (changed) setToasts(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

/** The current toasts, newest first, including dismissed ones until they are removed. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Empties the list and cancels pending removals. For tests only; not exported from the package. */
export function resetToasts(): void {
  for (const id of removalTimers.keys()) clearRemoval(id);
  count = 0;
  setToasts([]);
}
