/**
 * The examples that talk to a network (guide/app/http and
 * guide/app/web-sockets) and what the example check asserts about each:
 * after the headless load, scripts/test-examples.mjs runs the crate's real
 * program under Xvfb against the server of scripts/lib/exampleServer.ts,
 * tells it the server's address through the environment variable a reader
 * would set, and passes once the server has seen the requests and the app
 * has logged the answers. Node only.
 */
import {spawn} from 'node:child_process';
import type {ExampleServer, SeenRequest} from './exampleServer';
import {NOTES, startExampleServer} from './exampleServer';

export type NetworkScenario = {
  /** The environment that points the app at `server`. */
  readonly env: (server: ExampleServer) => Readonly<Record<string, string>>;
  /** What the run has not yet shown; empty once it did everything. */
  readonly missing: (server: ExampleServer, output: string) => string[];
};

function isJson(text: string, expected: Record<string, unknown>): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      typeof value === 'object' &&
      value !== null &&
      Object.keys(expected).length === Object.keys(value).length &&
      Object.entries(expected).every(
        ([key, wanted]) => (value as Record<string, unknown>)[key] === wanted,
      )
    );
  } catch {
    return false;
  }
}

function saw(
  requests: readonly SeenRequest[],
  test: (request: SeenRequest) => boolean,
): boolean {
  return requests.some(test);
}

export const NETWORK_EXAMPLES: Readonly<Record<string, NetworkScenario>> = {
  'app-http': {
    env: (server) => ({NOTES_SERVER: server.url}),
    missing: (server, output) => {
      const left: string[] = [];
      if (
        !saw(
          server.requests,
          (r) =>
            r.method === 'GET' &&
            r.path === '/notes' &&
            r.headers.accept === 'application/json',
        )
      ) {
        left.push(
          'the server saw no GET /notes with the header Accept: application/json',
        );
      }
      if (
        !saw(
          server.requests,
          (r) =>
            r.method === 'POST' &&
            r.path === '/notes' &&
            r.headers['content-type'] === 'application/json' &&
            r.headers['x-client'] === 'makepad-book' &&
            isJson(r.body, {title: 'Buy milk', done: false}),
        )
      ) {
        left.push(
          'the server saw no POST /notes with Content-Type: application/json, X-Client: makepad-book and the body {"title":"Buy milk","done":false}',
        );
      }
      if (!output.includes(`loaded ${NOTES.length} notes`)) {
        left.push(
          `the app did not log the notes it received ("loaded ${NOTES.length} notes")`,
        );
      }
      if (!output.includes(`created note ${NOTES.length + 1}`)) {
        left.push(
          `the app did not log the note the server made ("created note ${NOTES.length + 1}")`,
        );
      }
      return left;
    },
  },
  'app-web-socket': {
    env: (server) => ({ECHO_SERVER: `ws://127.0.0.1:${server.port}/echo`}),
    missing: (server, output) => {
      const left: string[] = [];
      const events = server.socketEvents;
      const hello = events.findIndex(
        (e) => e.kind === 'message' && e.data === 'hello from makepad 1',
      );
      if (!events.some((e) => e.kind === 'open' && e.path === '/echo')) {
        left.push('the app opened no web socket on /echo');
      }
      if (hello < 0) {
        left.push('the server received no message "hello from makepad 1"');
      }
      if (!output.includes('received: echo: hello from makepad 1')) {
        left.push(
          'the app did not log the answer ("received: echo: hello from makepad 1")',
        );
      }
      if (hello < 0 || !events.slice(hello).some((e) => e.kind === 'end')) {
        left.push('the app did not close the socket after the answer');
      }
      return left;
    },
  },
};

/** A run that has not shown everything after this long is stuck (a guard). */
const GUARD_MS = 120_000;
const POLL_MS = 100;

/**
 * Runs `executable` on `display` against a fresh example server and returns
 * the problems: what the scenario still missed when the app exited or the
 * guard ran out, with the end of the app's output.
 */
export async function runNetworkExample(
  executable: string,
  scenario: NetworkScenario,
  options: {
    readonly display: string;
    readonly cwd: string;
    /** How long to wait for everything; a guard against a stuck app. */
    readonly guardMs?: number;
  },
): Promise<{problems: string[]; summary: string}> {
  const server = await startExampleServer();
  let output = '';
  const app = spawn(executable, [], {
    cwd: options.cwd,
    env: {...process.env, DISPLAY: options.display, ...scenario.env(server)},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    app.once('exit', () => resolve()),
  );
  let running = true;
  void exited.then(() => (running = false));
  const started = Date.now();
  const guardMs = options.guardMs ?? GUARD_MS;
  let left = scenario.missing(server, output);
  while (left.length > 0 && running && Date.now() - started < guardMs) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    left = scenario.missing(server, output);
  }
  const timedOut = running;
  if (running) {
    app.kill('SIGKILL');
    await exited;
  }
  await server.close();
  if (left.length === 0) {
    return {
      problems: [],
      summary: `ran against ${server.url}: ${server.requests.length} HTTP requests, ${server.socketEvents.length} web socket events`,
    };
  }
  const why = timedOut
    ? `after ${guardMs / 1000} s, when it was stopped`
    : 'when the app exited';
  return {
    problems: [
      `the run against the example server (${server.url}) ${why}:\n` +
        left.map((line) => `- ${line}`).join('\n') +
        `\napp output (end):\n${output.trim().split('\n').slice(-15).join('\n')}`,
    ],
    summary: '',
  };
}
