import net from 'node:net';

/**
 * Forwards one local port to a server (PostgreSQL, Redis) so a test can take it away: `cut()` drops
 * every connection and stops listening (connections are refused), `listen()` brings it back on the
 * same port.
 */
export function relay(to: URL, defaultPort: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(to.port || defaultPort), to.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  let port = 0;
  return {
    get port() {
      return port;
    },
    listen: () =>
      new Promise<void>((resolve) =>
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as net.AddressInfo).port;
          resolve();
        }),
      ),
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
