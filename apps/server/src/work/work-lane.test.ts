import { describe, expect, it } from 'vitest';
import { createWorkLane } from './work-lane';
import { BUSY_MESSAGE, BusyError, createWorkPool } from './work-pool';

// Real jobs (the horóscopo of a date, a few milliseconds each) on the event loop's own pool: the lane
// decides which starts when, and the order they finish in shows it.
describe('a lane of the work pool', () => {
  const pool = createWorkPool({ threads: 0, maxQueue: 100 });

  it('runs at most its concurrency at once, and a request before anything asked ahead', async () => {
    const lane = createWorkLane(pool, { concurrency: 1, maxQueue: 4 });
    const finished: string[] = [];
    const job = (name: string, date: string, priority: 'request' | 'ahead') =>
      lane.run('horoscopeDay', { date }, priority).then((day) => {
        expect(day.date).toBe(date);
        finished.push(name);
      });
    const ahead = ['2040-01-01', '2040-01-02', '2040-01-03'].map((date, i) =>
      job(`ahead ${i}`, date, 'ahead'),
    );
    expect(lane.running()).toBe(1);
    expect(lane.waiting()).toEqual({ request: 0, ahead: 2 });
    const request = job('request', '2040-01-04', 'request');
    expect(lane.waiting()).toEqual({ request: 1, ahead: 2 });
    await Promise.all([...ahead, request]);
    // The first job ahead was under way; the request went next, before the two still waiting.
    expect(finished).toEqual(['ahead 0', 'request', 'ahead 1', 'ahead 2']);
    expect(lane.running()).toBe(0);
  });

  it('refuses a request past its queue with the pool’s 503, never work asked ahead', async () => {
    const lane = createWorkLane(pool, { concurrency: 1, maxQueue: 1 });
    const running = lane.run('horoscopeDay', { date: '2041-01-01' });
    const waiting = lane.run('horoscopeDay', { date: '2041-01-02' });
    const refused = lane.run('horoscopeDay', { date: '2041-01-03' });
    // The server's own work waits however long the line.
    const ahead = [1, 2, 3].map((d) => lane.run('horoscopeDay', { date: `2041-02-0${d}` }, 'ahead'));
    expect(lane.waiting()).toEqual({ request: 1, ahead: 3 });
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    await expect(refused).rejects.toThrow(BUSY_MESSAGE);
    await Promise.all([running, waiting, ...ahead]);
    // Room again: the next request is taken.
    await expect(lane.run('horoscopeDay', { date: '2041-01-03' })).resolves.toMatchObject({
      date: '2041-01-03',
    });
  });

  it('frees its place when a job fails, and the failure reaches its caller', async () => {
    const lane = createWorkLane(pool, { concurrency: 1, maxQueue: 1 });
    await expect(lane.run('horoscopeDay', { date: '2200-01-01' })).rejects.toMatchObject({ statusCode: 422 });
    expect(lane.running()).toBe(0);
    await expect(lane.run('horoscopeDay', { date: '2042-01-01' })).resolves.toMatchObject({
      date: '2042-01-01',
    });
  });
});
