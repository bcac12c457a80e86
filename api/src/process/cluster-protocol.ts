import cluster, { type Worker } from 'node:cluster';
import { HttpError } from '../errors.ts';
import type { CollectMetrics } from '../metrics/metrics-endpoint.ts';
import type { EmulatorAccess } from '../payments/payment-gateway.ts';

/*
 * What a cluster's primary and its workers agree on, both sides in one place. Over node:cluster's channel a
 * worker asks for the Stripe emulator to use (the primary runs the one emulator, whose state is in memory)
 * and for the cluster's metrics (the primary gathers every worker's), and the primary asks its workers to stop. Signals stay the operator's: a worker that gets SIGTERM or
 * SIGINT itself (Ctrl-C reaches the whole process group) shuts down as a single process does.
 */

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

const ASK_EMULATOR = 'exceed:emulator?';
const EMULATOR = 'exceed:emulator';
const STOP = 'exceed:stop';
const ASK_METRICS = 'exceed:metrics?';
const METRICS = 'exceed:metrics';

interface EmulatorAnswer {
  type: typeof EMULATOR;
  access: EmulatorAccess | null;
}

const isEmulatorAnswer = (message: unknown): message is EmulatorAnswer =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === EMULATOR;

/** Primary: answers every worker that asks with the emulator of its payments (null with Stripe). */
export function answerEmulatorQuestions(access: EmulatorAccess | undefined): void {
  cluster.on('message', (worker, message) => {
    if (message === ASK_EMULATOR)
      worker.send({ type: EMULATOR, access: access ?? null } satisfies EmulatorAnswer);
  });
}

/** Worker: the primary's emulator (undefined with Stripe). Asked, not sent at start: a message sent before the worker listens would be lost. */
export function emulatorOfPrimary(): Promise<EmulatorAccess | undefined> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (!isEmulatorAnswer(message)) return;
      process.off('message', listen);
      resolve(message.access ?? undefined);
    };
    process.on('message', listen);
    process.send?.(ASK_EMULATOR);
  });
}

/** Primary: asks a worker to finish its requests and exit. */
export function askToStop(worker: Worker): void {
  if (worker.isConnected()) worker.send(STOP);
}

/** Worker: runs `stop` when the primary asks. */
export function onStopAsked(stop: () => void): void {
  process.on('message', (message) => {
    if (message === STOP) stop();
  });
}

interface MetricsQuestion {
  type: typeof ASK_METRICS;
  id: number;
}

interface MetricsAnswer {
  type: typeof METRICS;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** Primary: answers a worker's scrape with what `collect` gathers from the whole cluster. */
export function answerMetricsQuestions(collect: CollectMetrics): void {
  cluster.on('message', (worker, message) => {
    if (!isMessage<MetricsQuestion>(message, ASK_METRICS)) return;
    const answer = (fields: Pick<MetricsAnswer, 'text' | 'error'>) => {
      if (worker.isConnected())
        worker.send({ type: METRICS, id: message.id, ...fields } satisfies MetricsAnswer);
    };
    collect().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** Longer than the primary waits for its workers (prom-client: 5 s), so its own answer comes first. */
const METRICS_TIMEOUT_MS = 8_000;

/** 503: a scrape the cluster could not answer whole (a worker starting or stuck); the next one will. */
const metricsUnavailable = (cause: string) =>
  new HttpError(
    503,
    'metrics_unavailable',
    'Service Unavailable: the metrics of every worker could not be gathered. Try again in a moment.',
    { headers: { 'Retry-After': '5' }, cause },
  );

let lastQuestion = 0;

/** Worker: the cluster's metrics, gathered by the primary from every worker. */
export function metricsOfPrimary(): Promise<string> {
  const id = ++lastQuestion;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', listen);
    };
    const listen = (message: unknown) => {
      if (!isMessage<MetricsAnswer>(message, METRICS) || message.id !== id) return;
      done();
      if (message.text === undefined) reject(metricsUnavailable(message.error ?? 'no answer'));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      done();
      reject(metricsUnavailable('the primary did not answer'));
    }, METRICS_TIMEOUT_MS);
    process.on('message', listen);
    process.send?.({ type: ASK_METRICS, id } satisfies MetricsQuestion);
  });
}
