/**
 * @jest-environment node
 */
import net from 'node:net';
import {
  acceptKey,
  encodeFrame,
  NOTES,
  noteFromBody,
  parseFrames,
  startExampleServer,
  type ExampleServer,
} from './exampleServer';

describe('acceptKey', () => {
  it('answers the example key of RFC 6455', () => {
    expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe(
      's3pPLMBiTxaQ9kYGzzhZRbK+xOo=',
    );
  });
});

describe('encodeFrame and parseFrames', () => {
  it('read back what they wrote, masked or not, short or long', () => {
    const long = Buffer.alloc(70_000, 'x');
    const bytes = Buffer.concat([
      encodeFrame(1, Buffer.from('hi')),
      encodeFrame(2, Buffer.from('masked'), Buffer.from([1, 2, 3, 4])),
      encodeFrame(1, Buffer.alloc(300, 'y')),
      encodeFrame(2, long),
    ]);
    const {frames, rest} = parseFrames(bytes);
    expect(rest.length).toBe(0);
    expect(frames.map((f) => [f.opcode, f.masked, f.payload.length])).toEqual([
      [1, false, 2],
      [2, true, 6],
      [1, false, 300],
      [2, false, 70_000],
    ]);
    expect(frames[1]!.payload.toString()).toBe('masked');
  });

  it('keeps an incomplete frame for the next data', () => {
    const frame = encodeFrame(1, Buffer.from('hello'));
    const {frames, rest} = parseFrames(frame.subarray(0, 4));
    expect(frames).toEqual([]);
    expect(rest.length).toBe(4);
  });
});

describe('noteFromBody', () => {
  it('makes note 3 of a title and a done flag, and nothing of other bodies', () => {
    expect(noteFromBody('{"title":"Buy milk","done":false}')).toEqual({
      id: NOTES.length + 1,
      title: 'Buy milk',
      done: false,
    });
    expect(noteFromBody('{"title":"Buy milk"}')).toBeUndefined();
    expect(noteFromBody('not json')).toBeUndefined();
  });
});

describe('startExampleServer', () => {
  let server: ExampleServer;
  beforeEach(async () => {
    server = await startExampleServer();
  });
  afterEach(() => server.close());

  it('listens on 127.0.0.1 and answers the notes routes', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const list = await fetch(`${server.url}/notes`, {
      headers: {Accept: 'application/json'},
    });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({notes: NOTES});
    const made = await fetch(`${server.url}/notes`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: '{"title":"Buy milk","done":false}',
    });
    expect(made.status).toBe(201);
    const bad = await fetch(`${server.url}/notes`, {method: 'POST', body: 'x'});
    expect(bad.status).toBe(400);
    expect((await fetch(`${server.url}/elsewhere`)).status).toBe(404);
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([
      ['GET', '/notes'],
      ['POST', '/notes'],
      ['POST', '/notes'],
      ['GET', '/elsewhere'],
    ]);
    expect(server.requests[0]!.headers.accept).toBe('application/json');
    expect(server.requests[1]!.body).toBe('{"title":"Buy milk","done":false}');
  });

  it('echoes web socket messages, unmasked ones too, and records them', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const answer = new Promise<string>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const {frames} = parseFrames(received.subarray(end + 4));
        if (frames.length > 0) resolve(frames[0]!.payload.toString());
      });
    });
    // The request and an unmasked binary frame in one write, as Makepad's
    // Linux client may send them.
    socket.write(
      Buffer.concat([
        Buffer.from(
          'GET /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n' +
            'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
        encodeFrame(2, Buffer.from('hello')),
      ]),
    );
    expect(await answer).toBe('echo: hello');
    expect(received.toString()).toContain(
      'Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=',
    );
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.end();
    await ended;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.socketEvents).toEqual([
      {kind: 'open', path: '/echo'},
      {kind: 'message', type: 'binary', masked: false, data: 'hello'},
      {kind: 'end'},
    ]);
  });
});
