/**
 * The small server the network examples talk to during the example check
 * (listings/app-http, listings/app-web-socket; scenarios in
 * scripts/lib/networkExamples.ts). It listens on 127.0.0.1 on a port the
 * system picks and records what it saw, so the check can assert that the
 * app really sent its requests.
 *
 *   GET  /notes   200, a JSON list of two notes
 *   POST /notes   201, the note made from the JSON body ({title, done}),
 *                 or 400 when the body is not such JSON
 *   GET  /echo    with `Upgrade: websocket`: a web socket that answers
 *                 each text or binary message with the text
 *                 `echo: <message>`, a ping with a pong, a close with a close
 *   anything else 404
 *
 * Node only (node:http, node:crypto). The web socket side is written here
 * (RFC 6455, no extensions) rather than taken from a package, because
 * Makepad 1.0's Linux client sends unmasked frames, which a strict server
 * would refuse.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Duplex} from 'node:stream';

/** One HTTP request as the server received it. */
export type SeenRequest = {
  readonly method: string;
  readonly path: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
};

/** Something that happened on a web socket, in order. */
export type SocketEvent =
  | {readonly kind: 'open'; readonly path: string}
  | {
      readonly kind: 'message';
      /** The frame's type: Makepad 1.0 on Linux sends strings as binary. */
      readonly type: 'text' | 'binary';
      readonly masked: boolean;
      readonly data: string;
    }
  | {readonly kind: 'close-frame'}
  | {readonly kind: 'end'};

export type ExampleServer = {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  readonly requests: readonly SeenRequest[];
  readonly socketEvents: readonly SocketEvent[];
  close(): Promise<void>;
};

/** The notes `GET /notes` answers with. */
export const NOTES = [
  {id: 1, title: 'Read the HTTP page', done: true},
  {id: 2, title: 'Try a web socket', done: false, due: '2026-12-31'},
] as const;

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** The `Sec-WebSocket-Accept` value for a client's `Sec-WebSocket-Key`. */
export function acceptKey(key: string): string {
  return crypto
    .createHash('sha1')
    .update(key + WS_GUID)
    .digest('base64');
}

export type Frame = {
  readonly fin: boolean;
  readonly opcode: number;
  readonly masked: boolean;
  readonly payload: Buffer;
};

/** Encodes one frame; a client masks (`mask` given), a server does not. */
export function encodeFrame(
  opcode: number,
  payload: Buffer,
  mask?: Buffer,
): Buffer {
  const length = payload.length;
  const extra = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const head = Buffer.alloc(2 + extra + (mask ? 4 : 0));
  head[0] = 0x80 | opcode;
  const maskBit = mask ? 0x80 : 0;
  if (extra === 0) {
    head[1] = maskBit | length;
  } else if (extra === 2) {
    head[1] = maskBit | 126;
    head.writeUInt16BE(length, 2);
  } else {
    head[1] = maskBit | 127;
    head.writeBigUInt64BE(BigInt(length), 2);
  }
  if (!mask) {
    return Buffer.concat([head, payload]);
  }
  mask.copy(head, 2 + extra);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([head, body]);
}

/**
 * Splits `buffer` into the complete frames at its start; `rest` is the
 * incomplete tail, to be completed by the next data.
 */
export function parseFrames(buffer: Buffer): {frames: Frame[]; rest: Buffer} {
  const frames: Frame[] = [];
  let at = 0;
  for (;;) {
    if (buffer.length - at < 2) break;
    const fin = (buffer[at]! & 0x80) !== 0;
    const opcode = buffer[at]! & 0x0f;
    const masked = (buffer[at + 1]! & 0x80) !== 0;
    let length = buffer[at + 1]! & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      if (buffer.length < offset + 2) break;
      length = buffer.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      if (buffer.length < offset + 8) break;
      length = Number(buffer.readBigUInt64BE(offset));
      offset += 8;
    }
    const maskKey = masked ? buffer.subarray(offset, offset + 4) : undefined;
    if (masked) offset += 4;
    if (buffer.length < offset + length) break;
    const raw = buffer.subarray(offset, offset + length);
    const payload = maskKey
      ? Buffer.from(raw.map((byte, i) => byte ^ maskKey[i % 4]!))
      : Buffer.from(raw);
    frames.push({fin, opcode, masked, payload});
    at = offset + length;
  }
  return {frames, rest: buffer.subarray(at)};
}

function json(res: http.ServerResponse, status: number, value: unknown) {
  const body = Buffer.from(JSON.stringify(value));
  // An explicit length: Node would otherwise answer in chunks.
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': body.length,
  });
  res.end(body);
}

/** The note `POST /notes` makes of `body`, or undefined when it is not one. */
export function noteFromBody(
  body: string,
): {id: number; title: string; done: boolean} | undefined {
  try {
    const value: unknown = JSON.parse(body);
    if (
      typeof value === 'object' &&
      value !== null &&
      'title' in value &&
      typeof value.title === 'string' &&
      'done' in value &&
      typeof value.done === 'boolean'
    ) {
      return {id: NOTES.length + 1, title: value.title, done: value.done};
    }
  } catch {
    // not JSON: falls through to undefined
  }
  return undefined;
}

function lowerHeaders(
  headers: http.IncomingHttpHeaders,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

function serveSocket(
  socket: Duplex,
  events: SocketEvent[],
  path: string,
  key: string,
  head: Buffer,
) {
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\n' +
      'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${acceptKey(key)}\r\n\r\n`,
  );
  events.push({kind: 'open', path});
  // Bytes the client sent right after its request, before the answer.
  let pending: Buffer = Buffer.from(head);
  const onData = (chunk: Buffer) => {
    const {frames, rest} = parseFrames(Buffer.concat([pending, chunk]));
    pending = rest;
    for (const frame of frames) {
      if (frame.opcode === 1 || frame.opcode === 2) {
        const data = frame.payload.toString('utf8');
        events.push({
          kind: 'message',
          type: frame.opcode === 1 ? 'text' : 'binary',
          masked: frame.masked,
          data,
        });
        socket.write(encodeFrame(1, Buffer.from(`echo: ${data}`)));
      } else if (frame.opcode === 8) {
        events.push({kind: 'close-frame'});
        socket.end(encodeFrame(8, frame.payload.subarray(0, 2)));
      } else if (frame.opcode === 9) {
        socket.write(encodeFrame(10, frame.payload));
      }
    }
  };
  socket.on('data', onData);
  if (pending.length > 0) onData(Buffer.alloc(0));
  socket.on('end', () => {
    events.push({kind: 'end'});
    socket.end();
  });
  socket.on('error', () => socket.destroy());
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startExampleServer(): Promise<ExampleServer> {
  const requests: SeenRequest[] = [];
  const socketEvents: SocketEvent[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      requests.push({
        method: req.method ?? '',
        path,
        headers: lowerHeaders(req.headers),
        body,
      });
      if (path === '/notes' && req.method === 'GET') {
        json(res, 200, {notes: NOTES});
      } else if (path === '/notes' && req.method === 'POST') {
        const note = noteFromBody(body);
        if (note) {
          json(res, 201, note);
        } else {
          json(res, 400, {error: 'expected {"title": string, "done": bool}'});
        }
      } else {
        res.writeHead(404, {
          'Content-Type': 'text/plain',
          'Content-Length': 12,
        });
        res.end('no such path');
      }
    });
  });
  server.on('upgrade', (req, socket, head: Buffer) => {
    const key = req.headers['sec-websocket-key'];
    if (
      req.url !== '/echo' ||
      typeof key !== 'string' ||
      req.headers.upgrade?.toLowerCase() !== 'websocket'
    ) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    serveSocket(socket, socketEvents, req.url, key, head);
  });
  const sockets = new Set<Duplex>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    socketEvents,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
