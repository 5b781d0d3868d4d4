import net from 'node:net';

/**
 * The faults the proxy puts on the link, after Toxiproxy's toxics of the same names
 * (docs/decisions/0006-tcp-fault-proxy.md). Changed with `set`, they apply at once to the
 * open connections too (a kept-alive connection gets them on its next bytes).
 */
export interface Toxics {
  /** Each chunk is held this many milliseconds, in both directions (order kept). */
  latencyMs?: number;
  /**
   * `reset_peer`: the connection is reset (TCP RST on both sides) once `afterBytes` bytes
   * have passed in `direction` since the toxic was set: 'upstream' is client to server (a
   * reset mid-request), 'downstream' server to client (a reset mid-answer).
   */
  resetPeer?: { direction: Direction; afterBytes: number };
  /**
   * `timeout`: nothing passes any more, in either direction, and the connection is closed
   * after `ms` milliseconds (never, with 0), as a link that went silent.
   */
  timeout?: { ms: number };
}

export type Direction = 'upstream' | 'downstream';

export interface FaultProxy {
  /** The proxy's own address, http://127.0.0.1:<port>. */
  url: string;
  /** Replaces the toxics (an empty object heals the link). */
  set(toxics: Toxics): void;
  /** How many connections a reset_peer or timeout toxic has ended so far. */
  readonly faulted: { resets: number; timeouts: number };
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  server: net.Socket;
  /** Bytes passed in each direction since the toxics were last set. */
  passed: Record<Direction, number>;
  silent: boolean;
}

/**
 * A TCP proxy on a free loopback port in front of `target` (host:port), with faults of the
 * kinds Toxiproxy injects: latency, reset_peer after N bytes, timeout. For the sync's
 * integration simulation (sync-and-security-notes §4, L2).
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let toxics: Toxics = {};
  const links = new Set<Link>();
  const faulted = { resets: 0, timeouts: 0 };

  const reset = (link: Link) => {
    if (link.client.destroyed && link.server.destroyed) return;
    faulted.resets += 1;
    link.client.resetAndDestroy();
    link.server.resetAndDestroy();
  };

  const goSilent = (link: Link, ms: number) => {
    if (link.silent) return;
    link.silent = true;
    faulted.timeouts += 1;
    if (ms > 0) {
      setTimeout(() => {
        link.client.destroy();
        link.server.destroy();
      }, ms).unref();
    }
  };

  /** Forwards `chunk` from one side to the other through the toxics in force. */
  const forward = (link: Link, direction: Direction, chunk: Buffer) => {
    if (toxics.timeout) goSilent(link, toxics.timeout.ms);
    if (link.silent) return;
    const to = direction === 'upstream' ? link.server : link.client;
    const resetPeer = toxics.resetPeer;
    let send = chunk;
    let thenReset = false;
    if (resetPeer && resetPeer.direction === direction) {
      const room = resetPeer.afterBytes - link.passed[direction];
      if (room < send.length) {
        send = send.subarray(0, Math.max(0, room));
        thenReset = true;
      }
    }
    link.passed[direction] += send.length;
    const deliver = () => {
      if (send.length > 0 && !to.destroyed) to.write(send);
      if (thenReset) reset(link);
    };
    const delay = toxics.latencyMs ?? 0;
    if (delay > 0) setTimeout(deliver, delay);
    else deliver();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const link: Link = {
      client,
      server: upstream,
      passed: { upstream: 0, downstream: 0 },
      silent: false,
    };
    links.add(link);
    client.on('data', (chunk: Buffer) => forward(link, 'upstream', chunk));
    upstream.on('data', (chunk: Buffer) => forward(link, 'downstream', chunk));
    const end = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    // A half-close passes on after the bytes before it (latency kept); a silent link keeps it.
    const halfClose = (to: net.Socket) => () => {
      if (link.silent) return;
      setTimeout(() => to.end(), toxics.latencyMs ?? 0);
    };
    client.on('end', halfClose(upstream));
    upstream.on('end', halfClose(client));
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    faulted,
    set(next) {
      toxics = { ...next };
      for (const link of links) link.passed = { upstream: 0, downstream: 0 };
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
