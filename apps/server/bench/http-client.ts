import { connect, type Socket } from 'node:net';

/** An answer: its status and its body as text. */
export interface HttpAnswer {
  status: number;
  body: string;
}

/** One kept-alive HTTP/1.1 connection, as one device holds it; one call at a time. */
export interface HttpConnection {
  send(method: 'GET' | 'POST', path: string, body?: string): Promise<HttpAnswer>;
  close(): void;
}

/**
 * A lean HTTP/1.1 client for the bench: one kept-alive connection per simulated device, the
 * request written in one piece with headers rendered once, and only the framing the server
 * uses read back (a Content-Length body). The bench shares the machine with the server, so
 * its own cost per call is kept far below the server's.
 */
export function httpConnection(
  host: string,
  port: number,
  headers: Record<string, string> = {},
): HttpConnection {
  const head = Object.entries({ host: `${host}:${port}`, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  let socket: Socket | undefined;
  let received: Buffer = Buffer.alloc(0);
  let waiting: { resolve(answer: HttpAnswer): void; reject(error: Error): void } | undefined;

  const fail = (error: Error) => {
    socket = undefined;
    received = Buffer.alloc(0);
    const caller = waiting;
    waiting = undefined;
    caller?.reject(error);
  };

  const read = () => {
    const end = received.indexOf('\r\n\r\n');
    if (end < 0 || !waiting) return;
    const headText = received.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(headText);
    if (!length) return fail(new Error(`answer without Content-Length: ${headText}`));
    const total = end + 4 + Number(length[1]);
    if (received.length < total) return;
    const answer = {
      status: Number(headText.slice(9, 12)),
      body: received.toString('utf8', end + 4, total),
    };
    received = received.subarray(total);
    const caller = waiting;
    waiting = undefined;
    caller.resolve(answer);
  };

  const open = () => {
    const opened: Socket = connect({ host, port, noDelay: true });
    opened.on('data', (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      read();
    });
    const lost = (error: Error) => {
      if (socket === opened) fail(error);
    };
    opened.on('error', lost);
    opened.on('close', () => lost(new Error('connection closed')));
    return opened;
  };

  return {
    send(method, path, body) {
      if (waiting) return Promise.reject(new Error('one call at a time on a connection'));
      socket ??= open();
      const payload = body === undefined ? undefined : Buffer.from(body);
      const start = `${method} ${path} HTTP/1.1\r\n${head}${
        payload ? `content-length: ${payload.length}\r\n` : ''
      }\r\n`;
      socket.write(payload ? Buffer.concat([Buffer.from(start, 'latin1'), payload]) : start);
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    close() {
      socket?.destroy();
      socket = undefined;
    },
  };
}
