/**
 * Which hydration goes first: one the reader is pressing or focusing, then the parts that came
 * near the viewport, then the ones that can wait for a quiet moment. Within a rank, the one
 * higher on the page goes first.
 */
export type HydrationPriority = 'now' | 'near' | 'idle';

const RANK: Record<HydrationPriority, number> = { now: 0, near: 1, idle: 2 };

export interface QueuedHydration {
  /**
   * Moves this hydration up to `priority` (never down); it does nothing once it has started.
   * `now` starts it at once, beside the one running, which may be waiting for its code.
   */
  promote(priority: HydrationPriority): void;
}

export interface HydrationQueue {
  /**
   * Queues `run`; it starts once every higher-ranked one, and every one of its rank placed
   * before it, has finished. `position` is its place on the page (by default, the order added):
   * the browser reports islands coming into view in no set order.
   */
  add(run: () => Promise<void>, priority: HydrationPriority, position?: number): QueuedHydration;
  /** How many are waiting, not counting the one running. */
  readonly waiting: number;
}

interface Entry {
  run: () => Promise<void>;
  rank: number;
  position: number;
}

/**
 * Runs hydrations one at a time, giving the main thread back (`yieldToMain`) between them, so
 * that the work of two islands never adds up to one long task and a reader's input is handled
 * in between. The exception is one the reader asks for (`now`): it starts after a yield whatever
 * runs, since a demo in its turn may be waiting for its code on a slow network. A hydration
 * that fails is reported to `onError` and the next one starts.
 */
export function createHydrationQueue(
  yieldToMain: () => Promise<void>,
  onError: (error: unknown) => void = () => {},
): HydrationQueue {
  const entries: Entry[] = [];
  let added = 0;
  let running = false;

  const next = (): Entry | undefined => {
    let best = -1;
    entries.forEach((entry, index) => {
      const current = entries[best];
      if (!current || entry.rank < current.rank || (entry.rank === current.rank && entry.position < current.position)) {
        best = index;
      }
    });
    return best === -1 ? undefined : entries.splice(best, 1)[0];
  };

  const drain = async () => {
    if (running) return;
    running = true;
    // Started from a later task than the one that queued, so that everything queued in the
    // same task (every island coming into view at load) is ranked before the first one runs.
    await yieldToMain();
    for (let entry = next(); entry; entry = next()) {
      try {
        await entry.run();
      } catch (error) {
        onError(error);
      }
      await yieldToMain();
    }
    running = false;
  };

  const runNow = async (entry: Entry) => {
    const index = entries.indexOf(entry);
    if (index === -1) return;
    entries.splice(index, 1);
    await yieldToMain();
    try {
      await entry.run();
    } catch (error) {
      onError(error);
    }
  };

  return {
    add(run, priority, position = added) {
      added++;
      const entry: Entry = { run, rank: RANK[priority], position };
      entries.push(entry);
      if (priority === 'now') void runNow(entry);
      else void drain();
      return {
        promote(to) {
          entry.rank = Math.min(entry.rank, RANK[to]);
          if (to === 'now') void runNow(entry);
        },
      };
    },
    get waiting() {
      return entries.length;
    },
  };
}
