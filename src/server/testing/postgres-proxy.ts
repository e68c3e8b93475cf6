// A TCP proxy in front of the PostgreSQL server, for tests of a real network fault (faults.test.ts,
// events/across-instances.test.ts): cut it, and the app's connections through it fail as they would.
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/** A TCP proxy in front of the PostgreSQL server that can be cut (a real network fault) and restored. */
export async function startPostgresProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let mode: "forward" | "refuse" | "blackhole" = "forward";
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = createServer((client) => {
        track(client);
        if (mode === "blackhole") return; // accepted, never answered: packets go nowhere
        const upstream = tcpConnect(target.port, target.host);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      srv.once("error", reject);
      srv.listen(port, "127.0.0.1", () => {
        server = srv;
        resolve((srv.address() as { port: number }).port);
      });
    });
  const port = await listen(0);
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  const closeListener = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return {
    port,
    /** The server goes away: open connections reset, new ones refused. */
    async refuse() {
      mode = "refuse";
      const closed = closeListener();
      dropConnections();
      await closed;
      server = undefined;
    },
    /** The network drops everything: open connections reset, new ones never answered. */
    blackhole() {
      mode = "blackhole";
      dropConnections();
    },
    async restore() {
      mode = "forward";
      if (!server) await listen(port);
    },
    async close() {
      const closed = closeListener();
      dropConnections();
      await closed;
    },
  };
}
