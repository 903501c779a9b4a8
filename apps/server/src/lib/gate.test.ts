import { describe, expect, it } from 'vitest';
import { BusyError } from '../work/work-pool';
import { createGate } from './gate';

/** A run that stays under way until its `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => done };
}

describe('createGate', () => {
  it('runs at most `concurrency` at once and the rest in their order of arrival', async () => {
    const gate = createGate(2, 10);
    const started: string[] = [];
    const runs = ['a', 'b', 'c', 'd'].map((name) => {
      const run = held();
      const result = gate.run(async () => {
        started.push(name);
        await run.work();
        return name;
      });
      return { ...run, result };
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    runs[1]!.finish();
    await runs[1]!.result;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    runs[0]!.finish();
    runs[2]!.finish();
    runs[3]!.finish();
    expect(await Promise.all(runs.map((run) => run.result))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses with the 503 of a full queue once `maxQueue` runs are waiting', async () => {
    const gate = createGate(1, 1);
    const first = held();
    const running = gate.run(first.work);
    const waiting = gate.run(async () => 'waited');
    await expect(gate.run(async () => 'refused')).rejects.toBeInstanceOf(BusyError);
    first.finish();
    await running;
    expect(await waiting).toBe('waited');
  });

  it('gives the place back when a run fails', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('lets the event loop turn between one run and the next in line', async () => {
    // What was queued on the loop while a run went on (a health check's request, say) comes before the
    // next run: handed over within the same turn, a queue of runs would hold the loop to its end.
    const gate = createGate(1, 10);
    const order: string[] = [];
    const first = gate.run(async () => {
      setImmediate(() => order.push('the loop'));
      order.push('first');
    });
    const second = gate.run(async () => {
      order.push('second');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'the loop', 'second']);
  });
});
