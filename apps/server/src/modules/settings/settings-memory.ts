import type { Db } from '../../db/client.ts';
import { settingsRepository } from './settings.repository.ts';

/** Every stored settings group of one database, read in one query and kept until forgotten. */
export interface SettingsMemory {
  group<T>(name: string): Promise<T | undefined>;
  /** Drops the copy: the next read loads every group again (after a write, or another process's). */
  forget(): void;
}

const memories = new WeakMap<Db, SettingsMemory>();

function settingsMemoryOf(db: Db): SettingsMemory {
  let loading: Promise<Map<string, unknown>> | null = null;
  const load = () => {
    const current = settingsRepository(db)
      .all()
      .then((rows) => new Map(rows.map((r) => [r.group, r.value])));
    // A database that could not answer is asked again by the next read, never remembered as empty.
    current.catch(() => {
      if (loading === current) loading = null;
    });
    return current;
  };
  return {
    async group<T>(name: string) {
      loading ??= load();
      return (await loading).get(name) as T | undefined;
    },
    forget() {
      loading = null;
    },
  };
}

/**
 * The settings of `db` held in memory, one copy per database handle: loaded on the first read, so
 * settings reads cost no round trip after it. A transaction is a handle of its own and reads what
 * the transaction sees.
 */
export function settingsMemory(db: Db): SettingsMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = settingsMemoryOf(db);
    memories.set(db, memory);
  }
  return memory;
}
