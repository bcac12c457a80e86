import cluster, { type Worker } from 'node:cluster';
import type { EmulatorAccess } from '../payments/payment-gateway.ts';

/*
 * What a cluster's primary and its workers agree on, both sides in one place. Over node:cluster's channel a
 * worker asks for the Stripe emulator to use (the primary runs the one emulator, whose state is in memory),
 * and the primary asks its workers to stop. Signals stay the operator's: a worker that gets SIGTERM or
 * SIGINT itself (Ctrl-C reaches the whole process group) shuts down as a single process does.
 */

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

const ASK_EMULATOR = 'exceed:emulator?';
const EMULATOR = 'exceed:emulator';
const STOP = 'exceed:stop';

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
