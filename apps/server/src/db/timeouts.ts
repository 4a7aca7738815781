/** How long the server waits on PostgreSQL at each step, in milliseconds (docs/decisions/011). */
export interface DatabaseTimeouts {
  /** Opening one connection: TCP, TLS and authentication. */
  connectMs: number;
  /** Waiting for a connection of the pool, opening one included. */
  acquireMs: number;
  /** One statement: ended by the server (`statement_timeout`) and, a moment later, by the client. */
  statementMs: number;
  /** A transaction its client leaves idle is ended by the server, so its locks are released. */
  idleInTransactionMs: number;
  /** The whole check behind `GET /api/ready`. */
  readyMs: number;
}

/**
 * A healthy server on the same network connects in milliseconds and this app's statements take
 * milliseconds too; past these something is wrong, and the reader is better served by a quick 503
 * than by a wait. A request that waits on a frozen database answers within 5 s.
 */
export const DATABASE_TIMEOUT_DEFAULTS: DatabaseTimeouts = {
  connectMs: 2000,
  acquireMs: 3000,
  statementMs: 4000,
  idleInTransactionMs: 10_000,
  readyMs: 1000,
};

/**
 * The client gives up on a statement this long after the server should have cancelled it: a live
 * server's cancel (57014) arrives first and keeps the connection; a frozen one's never does.
 */
export const CLIENT_GRACE_MS = 500;

type TimeoutSettings = Record<
  | 'DB_CONNECT_TIMEOUT_MS'
  | 'DB_ACQUIRE_TIMEOUT_MS'
  | 'DB_STATEMENT_TIMEOUT_MS'
  | 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'
  | 'DB_READY_TIMEOUT_MS',
  number
>;

/** The timeouts set in the environment (`DB_*_TIMEOUT_MS`, read by config.ts). */
export function timeoutsOf(env: TimeoutSettings): DatabaseTimeouts {
  return {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    acquireMs: env.DB_ACQUIRE_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    readyMs: env.DB_READY_TIMEOUT_MS,
  };
}
