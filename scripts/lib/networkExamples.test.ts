/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {ExampleServer, SeenRequest, SocketEvent} from './exampleServer';
import {NETWORK_EXAMPLES, runNetworkExample} from './networkExamples';

function fakeServer(
  requests: SeenRequest[],
  socketEvents: SocketEvent[] = [],
): ExampleServer {
  return {
    url: 'http://127.0.0.1:1234',
    port: 1234,
    requests,
    socketEvents,
    close: () => Promise.resolve(),
  };
}

const GET: SeenRequest = {
  method: 'GET',
  path: '/notes',
  headers: {accept: 'application/json'},
  body: '',
};
const POST: SeenRequest = {
  method: 'POST',
  path: '/notes',
  headers: {'content-type': 'application/json', 'x-client': 'makepad-book'},
  body: '{"title":"Buy milk","done":false}',
};
const HTTP_LOG =
  'src/app.rs:86:9 - loaded 2 notes\nsrc/app.rs:86:9 - created note 3\n';

describe('the app-http scenario', () => {
  const scenario = NETWORK_EXAMPLES['app-http']!;

  it('points the app at the server with NOTES_SERVER', () => {
    expect(scenario.env(fakeServer([]))).toEqual({
      NOTES_SERVER: 'http://127.0.0.1:1234',
    });
  });

  it('is satisfied by both requests and both log lines', () => {
    expect(scenario.missing(fakeServer([GET, POST]), HTTP_LOG)).toEqual([]);
  });

  it('misses each request, header, body and log line on its own', () => {
    const count = (requests: SeenRequest[], log = HTTP_LOG) =>
      scenario.missing(fakeServer(requests), log).length;
    expect(count([POST])).toBe(1);
    expect(count([GET])).toBe(1);
    expect(count([{...GET, headers: {}}, POST])).toBe(1);
    expect(count([GET, {...POST, headers: {'x-client': 'makepad-book'}}])).toBe(
      1,
    );
    expect(count([GET, {...POST, body: '{"title":"Buy milk"}'}])).toBe(1);
    expect(
      count([GET, {...POST, body: '{"title":"Buy milk","done":false,"x":1}'}]),
    ).toBe(1);
    expect(count([GET, POST], 'created note 3')).toBe(1);
    expect(count([GET, POST], '')).toBe(2);
  });
});

describe('the app-web-socket scenario', () => {
  const scenario = NETWORK_EXAMPLES['app-web-socket']!;
  const open: SocketEvent = {kind: 'open', path: '/echo'};
  const hello: SocketEvent = {
    kind: 'message',
    type: 'binary',
    masked: false,
    data: 'hello from makepad 1',
  };
  const log = 'received: echo: hello from makepad 1';

  it('points the app at the echo path with ECHO_SERVER', () => {
    expect(scenario.env(fakeServer([]))).toEqual({
      ECHO_SERVER: 'ws://127.0.0.1:1234/echo',
    });
  });

  it('wants the open, the message, the answer and the close, in that order', () => {
    const missing = (events: SocketEvent[], output = log) =>
      scenario.missing(fakeServer([], events), output);
    expect(missing([open, hello, {kind: 'end'}])).toEqual([]);
    expect(missing([open, hello])).toHaveLength(1);
    expect(missing([open, {kind: 'end'}, hello])).toHaveLength(1);
    expect(missing([hello, {kind: 'end'}])).toHaveLength(1);
    expect(missing([open, hello, {kind: 'end'}], '')).toHaveLength(1);
    expect(missing([])).toHaveLength(3);
  });
});

describe('runNetworkExample', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'network-example-'));
  /** A stand-in for an app: a Node script run as the executable. */
  function program(name: string, body: string): string {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `#!${process.execPath}\n${body}\n`, {mode: 0o755});
    return file;
  }

  it('passes a program that sends both requests and logs the answers', async () => {
    const app = program(
      'good.js',
      `const base = process.env.NOTES_SERVER;
       (async () => {
         const list = await (await fetch(base + '/notes', {headers: {Accept: 'application/json'}})).json();
         console.log('loaded ' + list.notes.length + ' notes');
         const note = await (await fetch(base + '/notes', {method: 'POST',
           headers: {'Content-Type': 'application/json', 'X-Client': 'makepad-book'},
           body: JSON.stringify({title: 'Buy milk', done: false})})).json();
         console.log('created note ' + note.id);
         setInterval(() => {}, 1000); // keeps running, as an app does
       })();`,
    );
    const result = await runNetworkExample(app, NETWORK_EXAMPLES['app-http']!, {
      display: ':0',
      cwd: dir,
    });
    expect(result.problems).toEqual([]);
    expect(result.summary).toContain('2 HTTP requests');
  });

  it('stops a program that keeps running without talking, and says so', async () => {
    const app = program('idle.js', `setInterval(() => {}, 1000);`);
    const result = await runNetworkExample(
      app,
      NETWORK_EXAMPLES['app-web-socket']!,
      {display: ':0', cwd: dir, guardMs: 300},
    );
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('after 0.3 s, when it was stopped');
    expect(result.problems[0]).toContain(
      'the app opened no web socket on /echo',
    );
  });

  it('fails a program that exits without talking, naming what is missing', async () => {
    const app = program('silent.js', `console.log('nothing to do');`);
    const result = await runNetworkExample(app, NETWORK_EXAMPLES['app-http']!, {
      display: ':0',
      cwd: dir,
    });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('when the app exited');
    expect(result.problems[0]).toContain('the server saw no GET /notes');
    expect(result.problems[0]).toContain('nothing to do');
  });
});
