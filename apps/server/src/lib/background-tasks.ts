import type { FastifyBaseLogger } from 'fastify';

/** Work done after the answer is sent (mail), awaited on shutdown so nothing is lost. */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  run(name: string, task: () => Promise<unknown>): void {
    const p = (async () => {
      try {
        await task();
      } catch (error) {
        this.log.error({ err: error, task: name }, 'background task failed');
      }
    })();
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
