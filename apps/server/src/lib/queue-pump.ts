// The loop both durable queues run (mail, push): what is queued is delivered in passes, one pass per
// process at a time, woken when something is queued and polled between, so rows other instances queued
// or that come due later are seen too.

export interface QueuePump {
  /** A row was queued: deliver it soon (or look again at the end of the pass under way). */
  wake(): void;
  /** Waits for the pass under way, then runs one more to the end; resolves with what it delivered. */
  flush(): Promise<number>;
  start(): void;
  /** No new pass; the one under way hands its untried rows back and ends (see `stopping`). */
  stop(): Promise<void>;
  /** True while stop() waits: a pass checks it between rows. */
  readonly stopping: boolean;
}

export interface QueuePumpOptions {
  /**
   * Delivers what is due, batch after batch, until nothing is or the pump is stopping. `wait: true` says
   * the rest should wait for the next poll rather than a wake-up (the mail server is down).
   */
  deliverDue: () => Promise<{ delivered: number; wait?: boolean }>;
  pollMs: number;
  onPassError: (error: unknown) => void;
}

export function createQueuePump({ deliverDue, pollMs, onPassError }: QueuePumpOptions): QueuePump {
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> | undefined;
  let passRequested = false;

  // A wake-up during a pass makes it look once more at the end, unless the pass said to wait.
  function runPass(): Promise<number> {
    if (inFlight) {
      passRequested = true;
      return inFlight;
    }
    const pass = (async () => {
      try {
        let total = 0;
        for (;;) {
          passRequested = false;
          const { delivered, wait } = await deliverDue();
          total += delivered;
          if (!passRequested || wait || stopping) return total;
        }
      } finally {
        inFlight = undefined;
      }
    })();
    inFlight = pass;
    return pass;
  }

  function schedule(delayMs: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    runPass()
      .catch(onPassError)
      .finally(() => schedule(pollMs));
  }

  return {
    wake() {
      if (!started) return;
      if (inFlight) passRequested = true;
      else schedule(0);
    },
    async flush() {
      while (inFlight) await inFlight.catch(() => 0);
      return runPass();
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      timer = undefined;
      stopping = true;
      try {
        await inFlight?.catch(() => 0);
      } finally {
        stopping = false;
      }
    },
    get stopping() {
      return stopping;
    },
  };
}
