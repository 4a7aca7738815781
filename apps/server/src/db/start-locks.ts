/**
 * PostgreSQL advisory lock keys that let server processes starting together on one database take
 * turns: one migrates, then one seeds, while the others wait and find the work done.
 */
export const START_LOCKS = {
  migrate: 4_127_301,
  seed: 4_127_302,
} as const;
