import { describe, expect, it } from 'vitest';
import { createHydrationQueue } from '../../src/lib/hydration/queue';

/** A hydration whose end the test decides, recording when it starts. */
function held(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
    },
    finish,
  };
}

/** Yields that the test releases one by one, to see what happens between hydrations. */
function manualYields(log: string[]) {
  const waiting: (() => void)[] = [];
  return {
    yieldToMain: () =>
      new Promise<void>((resolve) => {
        log.push('yield');
        waiting.push(resolve);
      }),
    release: async () => {
      waiting.shift()?.();
      await settle();
    },
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('hydration queue', () => {
  it('runs one hydration at a time and yields to the main thread before each', async () => {
    const log: string[] = [];
    const yields = manualYields(log);
    const queue = createHydrationQueue(yields.yieldToMain);
    const a = held(log, 'a');
    const b = held(log, 'b');
    queue.add(a.run, 'near');
    queue.add(b.run, 'near');
    await settle();
    expect(log).toEqual(['yield']);
    await yields.release();
    expect(log).toEqual(['yield', 'start a']);
    a.finish();
    await settle();
    // b waits for a's end and for a yield after it.
    expect(log).toEqual(['yield', 'start a', 'end a', 'yield']);
    await yields.release();
    expect(log).toEqual(['yield', 'start a', 'end a', 'yield', 'start b']);
    b.finish();
    await settle();
    await yields.release();
    expect(queue.waiting).toBe(0);
  });

  it('ranks what is near before what can wait, each in the order added', async () => {
    const log: string[] = [];
    const yields = manualYields(log);
    const queue = createHydrationQueue(yields.yieldToMain);
    const names = ['idle 1', 'near 1', 'idle 2', 'near 2', 'promoted'];
    const tasks = Object.fromEntries(names.map((name) => [name, held(log, name)]));
    queue.add(tasks['idle 1']!.run, 'idle');
    queue.add(tasks['near 1']!.run, 'near');
    queue.add(tasks['idle 2']!.run, 'idle');
    queue.add(tasks['near 2']!.run, 'near');
    queue.add(tasks['promoted']!.run, 'idle').promote('near');
    for (const name of ['near 1', 'near 2', 'promoted', 'idle 1', 'idle 2']) {
      await yields.release();
      tasks[name]!.finish();
      await settle();
    }
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start near 1',
      'start near 2',
      'start promoted',
      'start idle 1',
      'start idle 2',
    ]);
  });

  it('within a rank, starts the one placed higher on the page first, whatever the order added', async () => {
    const log: string[] = [];
    const yields = manualYields(log);
    const queue = createHydrationQueue(yields.yieldToMain);
    const second = held(log, 'second');
    const first = held(log, 'first');
    const third = held(log, 'third');
    queue.add(second.run, 'near', 1);
    queue.add(third.run, 'near', 2);
    queue.add(first.run, 'near', 0);
    for (const task of [first, second, third]) {
      await yields.release();
      task.finish();
      await settle();
    }
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start first', 'start second', 'start third']);
  });

  it('never demotes', async () => {
    const log: string[] = [];
    const yields = manualYields(log);
    const queue = createHydrationQueue(yields.yieldToMain);
    const a = held(log, 'a');
    const b = held(log, 'b');
    queue.add(a.run, 'idle');
    queue.add(b.run, 'near').promote('idle');
    await yields.release();
    expect(log.at(-1)).toBe('start b');
  });

  it('starts what the reader asks for at once, beside the one running (it may be waiting for its code)', async () => {
    const log: string[] = [];
    const yields = manualYields(log);
    const queue = createHydrationQueue(yields.yieldToMain);
    const a = held(log, 'a');
    const b = held(log, 'b');
    const c = held(log, 'c');
    queue.add(a.run, 'near');
    const queuedB = queue.add(b.run, 'idle');
    queue.add(c.run, 'near');
    await yields.release();
    expect(log.at(-1)).toBe('start a');
    queuedB.promote('now');
    await yields.release();
    expect(log.at(-1)).toBe('start b');
    // c still waits for a, then for a yield.
    b.finish();
    await settle();
    expect(log).not.toContain('start c');
    a.finish();
    await settle();
    await yields.release();
    expect(log.at(-1)).toBe('start c');
    queuedB.promote('now');
    expect(log.filter((line) => line === 'start b')).toHaveLength(1);
  });

  it('carries on after a hydration that fails, and reports it', async () => {
    const log: string[] = [];
    const errors: unknown[] = [];
    const queue = createHydrationQueue(
      async () => {},
      (error) => errors.push(error),
    );
    queue.add(async () => {
      throw new Error('broken demo');
    }, 'near');
    queue.add(async () => {
      log.push('next');
    }, 'near');
    await settle();
    await settle();
    expect(log).toEqual(['next']);
    expect(errors).toEqual([new Error('broken demo')]);
  });

  it('starts again when a hydration is added after the queue ran dry', async () => {
    const log: string[] = [];
    const queue = createHydrationQueue(async () => {});
    queue.add(async () => void log.push('first'), 'near');
    await settle();
    queue.add(async () => void log.push('second'), 'near');
    await settle();
    expect(log).toEqual(['first', 'second']);
  });
});
