import { Model } from 'objection';
import type { PageResult } from './pagination.ts';

/**
 * A presenter turns a model into the resource the contract describes (STYLE.md habit 2: handlers never
 * return a model as it is). It picks fields explicitly, formats dates and hides what is internal, so what
 * the API shows is a decision in one place per resource, not whatever columns the table has today.
 */
export type Presenter<M, R> = (model: M) => R;

/** `{ data }` of one item. */
export function present<M, R>(model: M, presenter: Presenter<M, R>): { data: R } {
  return { data: presenter(model) };
}

/** `{ data, meta }` of a page. */
export function presentPage<M, R>(
  page: PageResult<M>,
  presenter: Presenter<M, R>,
): { data: R[]; meta: PageResult<M>['meta'] } {
  return { data: page.items.map(presenter), meta: page.meta };
}

/** A Date as the API writes it (ISO 8601 in UTC); null stays null. */
export function isoDate(value: Date | string): string;
export function isoDate(value: Date | string | null): string | null;
export function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Fails loudly when a handler's answer holds a model (at the top of `data` or in its array): such a body
 * would show every column, present and future. Called by defineRoute on every answer.
 */
export function assertPresented(body: unknown, route: string): void {
  const data = (body as { data?: unknown } | null)?.data;
  const items = Array.isArray(data) ? data : [data];
  if (body instanceof Model || items.some((item) => item instanceof Model)) {
    throw new Error(`${route} answered a model: pass it through a presenter`);
  }
}
