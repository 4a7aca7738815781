const DAY_MS = 24 * 3_600_000;

/**
 * Removes the audit entries past their two years (docs/decisions/032): at start and once a day.
 * Each instance sweeps; the delete is the same whoever runs it. A failure is logged and tried again
 * the next day (entries a day past their time do no harm).
 */
export function auditSweep(deps: {
  sweep: () => Promise<number>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const removed = await deps.sweep();
      if (removed > 0) deps.log.info({ removed }, 'audit entries past their retention removed');
      return removed;
    } catch (error) {
      deps.log.warn({ err: error }, 'the audit entries sweep failed; it runs again tomorrow');
      return 0;
    }
  };
  return {
    sweep,
    start() {
      void sweep();
      timer = setInterval(() => void sweep(), DAY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
