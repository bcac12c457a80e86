import type { Knex } from 'knex';
import { DEMO_TENANT_SLUG } from '../src/demo/demo-data.ts';
import { User } from '../src/models/user.ts';
import { bearerFor } from './identity-fixtures.ts';

/**
 * The fuzz of every /v1 operation (issue 20): read the operations from the OpenAPI document the API
 * serves, build a valid request for each from its schemas, then break one part at a time in the ways an
 * attacker would (wrong types, NUL, a megabyte, deep nesting, huge and negative numbers, unknown fields,
 * unicode). Shared by the API test (a fixed seed, api/src/openapi/fuzz.test.ts) and the longer run
 * (bench/api-fuzz.ts). No dependency: a seeded generator of its own, so a failing case can be replayed.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: Schema;
}

/** One operation of the document. */
export interface Operation {
  method: string;
  /** The document's path, `/v1/bookings/{id}`. */
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

/** One request to send, and the name that says what was broken in it. */
export interface FuzzCase {
  name: string;
  method: string;
  url: string;
  /** A JSON body, already serialised: a mutation may send text that is no value at all. */
  body: string | undefined;
}

/** mulberry32: a small seeded generator, so a run is the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Document = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
};

/** Every operation of an OpenAPI document. */
export function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = (
        operation.requestBody as { content?: { 'application/json'?: { schema?: Schema } } } | undefined
      )?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [], body });
    }
  }
  return operations;
}

const first = (schema: Schema): Schema =>
  schema.oneOf?.[0] ?? schema.anyOf?.find((branch) => branch.type !== 'null') ?? schema.allOf?.[0] ?? schema;

const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A value the schema accepts, as far as a generator can tell without solving patterns. */
export function validValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema) return 'value';
  const chosen = first(schema);
  if (chosen.const !== undefined) return chosen.const;
  if (chosen.examples?.length) return chosen.examples[0];
  if (chosen.default !== undefined) return chosen.default;
  if (chosen.enum?.length) return chosen.enum.find((value) => value !== null) ?? chosen.enum[0];
  switch (typeOf(chosen)) {
    case 'string':
      return stringFor(chosen);
    case 'integer':
    case 'number':
      return chosen.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: chosen.minItems ?? 1 }, () => validValue(chosen.items, depth + 1));
    case 'object': {
      if (depth > 4) return {};
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(chosen.properties ?? {})) {
        value[name] = validValue(property, depth + 1);
      }
      return value;
    }
    default:
      return chosen.properties ? validValue({ ...chosen, type: 'object' }, depth) : 'value';
  }
}

function stringFor(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'fuzz@example.test';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date-time':
      return new Date(Date.now() + 30 * 86_400_000).toISOString();
    case 'date':
      return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    case 'uri':
      return 'https://example.com/fuzz';
    default:
      return 'a'.repeat(Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8)));
  }
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Stands for 5000 nested arrays until serialised: JSON.stringify itself would overflow on them. */
const DEEP = '\u0000deep\u0000';
const DEEP_TEXT = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** JSON text of a value, with DEEP written out as the nesting it stands for. */
const serialise = (value: unknown): string =>
  JSON.stringify(value).replaceAll(JSON.stringify(DEEP), DEEP_TEXT);

/** What an attacker puts in place of one value. */
export const MUTATIONS: Record<string, (rng: () => number) => unknown> = {
  'wrong type: object': () => ({ $gt: '' }),
  'wrong type: array': () => ['a', 1, null],
  'wrong type: number': (rng) => Math.floor(rng() * 1000),
  'wrong type: boolean': () => false,
  null: () => null,
  NUL: () => 'a\u0000b',
  'control characters': () => '\u001b[31m\u0007\u007f',
  '1 MB': () => MEGABYTE,
  'deep nesting': () => DEEP,
  'negative number': (rng) => -1 - Math.floor(rng() * 1e6),
  'huge number': () => 1e308,
  'unsafe integer': () => 2 ** 53 + 1,
  'not a number': () => 'NaN',
  unicode: () => '\u202egnp.exe \ud83d\ude00 \ufffe \u0301 ﷽',
  'lone surrogate': () => '\ud800',
  'SQL text': () => "' or 1=1 --",
  // Dates at the ends of what the formats allow, which PostgreSQL cannot hold (22008).
  'year 0 day': () => '0000-01-01',
  'year 9999 instant': () => '9999-12-31T23:59:59Z',
  'extreme offset': () => '2026-06-01T00:00:00-23:59',
};

/** A body that breaks the JSON shape itself: unknown fields, a prototype key, the wrong top type. */
const BODY_MUTATIONS: Record<string, (valid: unknown) => string> = {
  'unknown fields': (valid) =>
    serialise({ ...(valid as object), unknownField: 'x', isAdmin: true, tenantId: 'other' }),
  'prototype key': (valid) => `{"__proto__":{"polluted":true},${serialise(valid ?? {}).slice(1)}`,
  'top-level array': () => '[]',
  'top-level string': () => '"text"',
  'empty body': () => '',
  'deep body': () => `{"a":${DEEP_TEXT}}`,
};

/** A path segment for any text: a lone surrogate, which has no UTF-8, goes as the bytes of one. */
function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Fills a path's parameters: `ids` names a real record where it can, else a text that names nothing. */
function pathWith(operation: Operation, ids: (path: string, name: string) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodePart(ids(operation.path, name)),
  );
}

function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(name, value === DEEP ? DEEP_TEXT : typeof value === 'string' ? value : serialise(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The cases of one operation: the valid request, then each query parameter, each path parameter and
 * each top-level body field broken by each mutation, then the whole body broken. `kinds` limits the
 * mutations (all by default); `rng` picks the values that vary.
 */
export function casesOf(
  operation: Operation,
  ids: (path: string, name: string) => string,
  rng: () => number,
  kinds: readonly string[] = Object.keys(MUTATIONS),
): FuzzCase[] {
  const path = pathWith(operation, ids);
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) query[parameter.name] = validValue(parameter.schema);
  }
  const valid = operation.body ? validValue(operation.body) : undefined;
  const json = (value: unknown) => (operation.body ? serialise(value) : undefined);
  const cases: FuzzCase[] = [
    { name: 'valid', method: operation.method, url: withQuery(path, query), body: json(valid) },
  ];
  for (const kind of kinds) {
    const mutate = MUTATIONS[kind];
    if (!mutate) continue;
    for (const parameter of operation.parameters) {
      const value = mutate(rng);
      if (parameter.in === 'query') {
        cases.push({
          name: `query ${parameter.name}: ${kind}`,
          method: operation.method,
          url: withQuery(path, { ...query, [parameter.name]: value }),
          body: json(valid),
        });
      } else if (typeof value === 'string' && value.length < 1000) {
        const broken = operation.path.replace(`{${parameter.name}}`, encodePart(value));
        cases.push({
          name: `path ${parameter.name}: ${kind}`,
          method: operation.method,
          url: withQuery(pathWith({ ...operation, path: broken }, ids), query),
          body: json(valid),
        });
      }
    }
    if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
      for (const field of Object.keys(valid)) {
        cases.push({
          name: `body ${field}: ${kind}`,
          method: operation.method,
          url: withQuery(path, query),
          body: serialise({ ...valid, [field]: mutate(rng) }),
        });
      }
    }
  }
  if (operation.body) {
    for (const [kind, mutate] of Object.entries(BODY_MUTATIONS)) {
      cases.push({
        name: `body: ${kind}`,
        method: operation.method,
        url: withQuery(path, query),
        body: mutate(valid),
      });
    }
  }
  return cases;
}

/** Whether an answer shows what must never be shown: a 5xx, or a stack trace in its body. */
export function failureOf(status: number, text: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (/\n\s+at [\w.<>]+ \(|node:internal|\.ts:\d+:\d+/.test(text))
    return `leaked a stack: ${text.slice(0, 300)}`;
  return undefined;
}

/** Who sends the cases: headers made fresh for each operation (an operation may end its own session). */
export interface FuzzActor {
  name: string;
  headers: () => Promise<Record<string, string>>;
}

/** What a run found. */
export interface FuzzReport {
  cases: number;
  /** How many cases got each status: shows how far the cases reach (a run of 401s tests little). */
  statuses: Record<number, number>;
  failures: string[];
}

/**
 * Sends every case of every operation as every actor, one at a time, and collects what broke the rules
 * (failureOf). Operations that delete run last, so the records the others name still exist.
 */
export async function runFuzz(options: {
  baseUrl: string;
  operations: readonly Operation[];
  actors: readonly FuzzActor[];
  ids: (path: string, name: string) => string;
  seed: number;
  kinds?: readonly string[];
}): Promise<FuzzReport> {
  const rng = seededRandom(options.seed);
  const ordered = [...options.operations].sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
  const report: FuzzReport = { cases: 0, statuses: {}, failures: [] };
  for (const operation of ordered) {
    for (const actor of options.actors) {
      const headers = await actor.headers();
      for (const fuzzCase of casesOf(operation, options.ids, rng, options.kinds)) {
        report.cases += 1;
        const where = `${actor.name} ${fuzzCase.method} ${fuzzCase.url.slice(0, 120)} (${fuzzCase.name})`;
        try {
          const res = await fetch(`${options.baseUrl}${fuzzCase.url}`, {
            method: fuzzCase.method,
            headers: { ...headers, Accept: 'application/json', 'Content-Type': 'application/json' },
            ...(fuzzCase.body !== undefined && fuzzCase.method !== 'GET' ? { body: fuzzCase.body } : {}),
            redirect: 'manual',
          });
          report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
          const failure = failureOf(res.status, await res.text());
          if (failure) report.failures.push(`${where}: ${failure}`);
        } catch (error) {
          report.failures.push(`${where}: no answer (${String(error)})`);
        }
      }
    }
  }
  return report;
}

/** The table each path segment before a parameter names, so a case reaches a real record. */
const TABLES: Record<string, string> = {
  'booking-seats': 'booking_seats',
  bookings: 'bookings',
  'coach-applications': 'coach_applications',
  groups: 'groups',
  images: 'files',
  invoices: 'invoices',
  'job-postings': 'job_postings',
  permissions: 'permissions',
  roles: 'roles',
  tenants: 'tenants',
  users: 'users',
  'webhook-deliveries': 'webhook_deliveries',
  'webhook-endpoints': 'webhook_endpoints',
  'workshop-schedules': 'workshop_schedules',
  'workshop-templates': 'workshop_templates',
  workshops: 'workshops',
  resources: 'workshop_resources',
};

/**
 * Whom and what a run on the demo data aims at: a guest and the demo super-admin (who gets furthest into
 * each handler, in the demo team), and an id of a real record for each path parameter that names one.
 */
export async function demoTargets(
  knex: Knex,
): Promise<{ actors: FuzzActor[]; ids: (path: string, name: string) => string }> {
  const known = new Map<string, string>();
  for (const [segment, table] of Object.entries(TABLES)) {
    const row = await knex(table).first('id');
    if (row) known.set(segment, String(row.id));
  }
  const ids = (path: string, name: string) => {
    const segments = path.split('/');
    return known.get(segments[segments.indexOf(`{${name}}`) - 1] ?? '') ?? `no-such-${name}`;
  };
  const admin = await User.query(knex).findOne({ email: 'admin@example.com' }).throwIfNotFound();
  const actors: FuzzActor[] = [
    { name: 'guest', headers: async () => ({}) },
    {
      name: 'super-admin',
      headers: async () => ({ ...(await bearerFor(knex, admin)), 'X-Team': DEMO_TENANT_SLUG }),
    },
  ];
  return { actors, ids };
}
