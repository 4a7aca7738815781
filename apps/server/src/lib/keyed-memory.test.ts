import { describe, expect, it } from 'vitest';
import { KeyedMemory } from './keyed-memory.ts';

/** A memory over a "database" the test changes, counting the loads and the keys each asked for. */
function setup(ttlMs = 30_000, maxEntries?: number) {
  const stored = new Map<string, number>([
    ['a', 1],
    ['b', 2],
  ]);
  const loads: string[][] = [];
  let clock = 0;
  let gate: Promise<void> | null = null;
  let failing = false;
  const memory = new KeyedMemory<string, number>({
    load: async (keys) => {
      loads.push([...keys]);
      // What the load reads, it reads now; the answer may arrive later (the gate).
      const read = new Map(keys.flatMap((k) => (stored.has(k) ? [[k, stored.get(k) as number]] : [])));
      if (gate) await gate;
      if (failing) throw new Error('database down');
      return read;
    },
    missing: () => 0,
    ttlMs,
    now: () => clock,
    ...(maxEntries ? { maxEntries } : {}),
  });
  const value = async (key: string) => (await memory.get([key])).get(key);
  return {
    memory,
    stored,
    loads,
    value,
    tick: (ms: number) => {
      clock += ms;
    },
    hold: () => {
      let open: () => void = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
    fail: (on: boolean) => {
      failing = on;
    },
  };
}

describe('KeyedMemory', () => {
  it('loads the keys it does not hold in one call, then answers from memory', async () => {
    const s = setup();
    expect(Object.fromEntries(await s.memory.get(['a', 'b', 'c']))).toEqual({ a: 1, b: 2, c: 0 });
    expect(s.loads).toEqual([['a', 'b', 'c']]);
    s.stored.set('a', 10);
    expect(await s.value('a')).toBe(1);
    expect(s.loads).toHaveLength(1);
  });

  it('reads a forgotten key again, and only that key', async () => {
    const s = setup();
    await s.memory.get(['a', 'b']);
    s.stored.set('a', 10);
    s.stored.set('b', 20);
    s.memory.forget('a');
    expect(Object.fromEntries(await s.memory.get(['a', 'b']))).toEqual({ a: 10, b: 2 });
    expect(s.loads.at(-1)).toEqual(['a']);
    s.memory.forgetAll();
    expect(Object.fromEntries(await s.memory.get(['a', 'b']))).toEqual({ a: 10, b: 20 });
  });

  it('never keeps what a load read before its key was forgotten', async () => {
    const s = setup();
    const open = s.hold();
    const early = s.value('a');
    // A write commits and its change message arrives while the first load is still on its way.
    s.stored.set('a', 10);
    s.memory.forget('a');
    open();
    expect(await early).toBe(1);
    expect(await s.value('a')).toBe(10);
    expect(s.loads).toEqual([['a'], ['a']]);
  });

  it('never keeps a load that began before everything was forgotten', async () => {
    const s = setup();
    const open = s.hold();
    const early = s.value('b');
    s.stored.set('b', 20);
    s.memory.forgetAll();
    open();
    await early;
    expect(await s.value('b')).toBe(20);
  });

  it('lets readers of a key being loaded wait for that load', async () => {
    const s = setup();
    const open = s.hold();
    const reads = [s.value('a'), s.value('a'), s.memory.get(['a', 'b'])];
    open();
    await Promise.all(reads);
    expect(s.loads).toEqual([['a'], ['b']]);
  });

  it('asks again after a failed load, and remembers no failure', async () => {
    const s = setup();
    s.fail(true);
    await expect(s.value('a')).rejects.toThrow('database down');
    s.fail(false);
    expect(await s.value('a')).toBe(1);
    expect(s.loads).toHaveLength(2);
  });

  it('reads a key again once it is older than its time to live', async () => {
    const s = setup(1000);
    await s.value('a');
    s.stored.set('a', 10);
    s.tick(999);
    expect(await s.value('a')).toBe(1);
    s.tick(1);
    expect(await s.value('a')).toBe(10);
  });

  it('holds at most its number of keys, letting the oldest go', async () => {
    const s = setup(30_000, 2);
    s.stored.set('c', 3);
    await s.memory.get(['a']);
    await s.memory.get(['b']);
    await s.memory.get(['c']);
    expect(s.loads).toEqual([['a'], ['b'], ['c']]);
    await s.memory.get(['b', 'c']);
    expect(s.loads).toHaveLength(3);
    await s.memory.get(['a']);
    expect(s.loads.at(-1)).toEqual(['a']);
  });
});
