import net from 'node:net';

/**
 * A TCP proxy between the app's pool and PostgreSQL that a test can break on purpose: `pause`
 * stops passing bytes either way while every connection stays open and new ones are still accepted
 * (a frozen server); `refuse` closes every connection and the listener (a server that is down).
 */
export interface TcpProxy {
  port: number;
  pause(): void;
  /** Passes on what was held back, in order, and everything after it. */
  resume(): void;
  refuse(): Promise<void>;
  /** Listens again on the same port. */
  accept(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  flush(): void;
  destroy(): void;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let paused = false;
  const links = new Set<Link>();

  const server = net.createServer((downstream) => {
    const upstream = net.connect(target.port, target.host);
    const held: [net.Socket, Buffer][] = [];
    const forwardTo = (to: net.Socket) => (chunk: Buffer) => {
      if (paused) held.push([to, chunk]);
      else if (!to.destroyed) to.write(chunk);
    };
    downstream.on('data', forwardTo(upstream));
    upstream.on('data', forwardTo(downstream));
    const link: Link = {
      flush() {
        for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
      },
      destroy() {
        downstream.destroy();
        upstream.destroy();
      },
    };
    links.add(link);
    const end = () => {
      link.destroy();
      links.delete(link);
    };
    for (const socket of [downstream, upstream]) {
      socket.on('close', end);
      socket.on('error', () => {});
    }
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const refuse = () =>
    new Promise<void>((resolve) => {
      for (const link of links) link.destroy();
      links.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  const port = await listen(0);
  return {
    port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const link of links) link.flush();
    },
    refuse,
    async accept() {
      await listen(port);
    },
    close: refuse,
  };
}
