// Entry of each work thread (work-pool.ts): Piscina calls the default export once per job.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { runTask, type TaskName, type TaskJob, type TaskOutcome } from './work-tasks';

/**
 * The reply's bytes when they own their whole buffer: those are moved to the event loop's thread rather
 * than copied there and back (ADR 109). A view into a shared buffer (Node's pool) is left to be copied,
 * since moving it would take the whole buffer from under its neighbours.
 */
export function ownBytes(outcome: TaskOutcome<TaskName>): ArrayBuffer | undefined {
  if (!outcome.ok) return undefined;
  const value = outcome.value as unknown;
  const body = value !== null && typeof value === 'object' && 'body' in value ? value.body : undefined;
  if (!(body instanceof Uint8Array) || !(body.buffer instanceof ArrayBuffer)) return undefined;
  return body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body.buffer : undefined;
}

export default async ({ task, job }: { task: TaskName; job: TaskJob<TaskName> }) => {
  const outcome = await runTask(task, job);
  const bytes = ownBytes(outcome);
  return bytes === undefined ? outcome : move({ [transferableSymbol]: [bytes], [valueSymbol]: outcome });
};
