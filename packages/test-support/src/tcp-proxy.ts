import net from 'node:net';

export interface DatabaseProxy {
  /** `url` (a `postgresql://` URL) with its host and port replaced by the proxy's. */
  url(url: string): string;
  /** Every open connection reset, new ones refused: the database host has gone away. */
  cut(): Promise<void>;
  /** Listens again on the same port: the host is back. */
  restore(): Promise<void>;
  close(): void;
}

/**
 * A TCP proxy on loopback between servers and PostgreSQL at `target` that a
 * test can cut, as a database host that goes away, and bring back.
 */
export async function databaseProxy(target: URL): Promise<DatabaseProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: (url) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
