/**
 * Renders the examples of the Sdf2d listing crates with Makepad 1.0 itself:
 * builds a crate's gallery app with cargo (against the offline Makepad 1.0
 * kit when it is beside the repository), starts Xvfb, runs the app once per
 * example (`sdf2d-gallery circle`, `sdf2d-builtins --example=mix`: a window
 * of exactly the example's size), and reads the window back with `xwd` once
 * two captures in a row agree. Makepad's Linux back end draws through EGL
 * with Mesa's software renderer (llvmpipe) here.
 *
 * Needs: cargo, Xvfb (Debian `xvfb`), xwd and xwininfo (`x11-apps`,
 * `x11-utils`), Mesa (`libgl1-mesa-dri`, `libegl-mesa0`) and the libraries
 * Makepad links (`setup.sh --with-link`: libxcursor-dev, libasound2-dev,
 * libpulse-dev).
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {RgbImage} from '../../scripts/lib/images/png';
import {readXwd} from '../../scripts/lib/images/xwd';

const run = promisify(execFile);

export const REPO = path.resolve(__dirname, '..', '..');

export type RenderFlag = 'exact' | 'gpu-dependent' | 'animated' | 'unsupported';

export type MakepadExample = {
  readonly crate: string;
  readonly name: string;
  readonly flag: RenderFlag;
};

/** The cargo config of the offline Makepad 1.0 kit, when it is present. */
async function kitConfig(): Promise<string | undefined> {
  const setup = path.join(REPO, '..', 'shared', 'makepad-1.0', 'setup.sh');
  if (!fs.existsSync(setup)) {
    return undefined;
  }
  const {stdout} = await run('bash', [setup], {maxBuffer: 1 << 20});
  return stdout.trim().split('\n').pop();
}

/**
 * Builds a listing crate's app and returns the binary. `gles3` builds
 * Makepad's GLSL ES 3.0 back end (`MAKEPAD=use_gles_3`, platform/build.rs),
 * in a target folder of its own so the usual build stays cached.
 */
export async function buildCrate(
  crate: string,
  options: {gles3?: boolean} = {},
): Promise<string> {
  const base =
    process.env.CARGO_TARGET_DIR ??
    path.join(os.homedir(), '.cache', 'makepad-book-target');
  const target = options.gles3 ? `${base}-gles3` : base;
  const config = await kitConfig();
  const args = ['build', ...(config ? ['--offline', '--config', config] : [])];
  const env: NodeJS.ProcessEnv = {...process.env, CARGO_TARGET_DIR: target};
  if (options.gles3) {
    env.MAKEPAD = 'use_gles_3';
  } else {
    delete env.MAKEPAD;
  }
  try {
    await run('cargo', args, {
      cwd: path.join(REPO, 'listings', crate),
      env,
      maxBuffer: 64 << 20,
    });
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr ?? '';
    throw new Error(`cargo build of ${crate} failed:\n${stderr.slice(-4000)}`, {
      cause: error,
    });
  }
  return path.join(target, 'debug', crate);
}

/** The examples an app lists with `--list`, with what it says of each. */
export async function listExamples(
  binary: string,
  crate: string,
): Promise<MakepadExample[]> {
  const {stdout} = await run(binary, ['--list']);
  return stdout
    .trim()
    .split('\n')
    .map((line) => {
      const columns = line.split('\t');
      const last = columns[columns.length - 1]!;
      const flag: RenderFlag =
        last === 'unsupported' ||
        last === 'gpu-dependent' ||
        last === 'animated'
          ? last
          : 'exact';
      return {crate, name: columns[0]!, flag};
    });
}

/** An Xvfb server of its own, on a display number it picks. */
export class XServer {
  private constructor(
    private readonly process: ChildProcess,
    readonly display: string,
  ) {}

  /** `screen` is the screen's size, large enough for every window drawn. */
  static async start(screen = '640x480'): Promise<XServer> {
    const child = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', `${screen}x24`, '-nolisten', 'tcp'],
      {stdio: ['ignore', 'ignore', 'pipe', 'pipe']},
    );
    const display = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdio[3]!.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\n')) {
          resolve(`:${text.trim()}`);
        }
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        reject(new Error(`Xvfb exited with code ${code}`)),
      );
    });
    return new XServer(child, display);
  }

  async stop(): Promise<void> {
    if (this.process.exitCode === null) {
      const exited = new Promise((resolve) =>
        this.process.once('exit', resolve),
      );
      this.process.kill('SIGTERM');
      await exited;
    }
  }
}

function isBlack(image: RgbImage): boolean {
  return image.data.every((value) => value === 0);
}

function same(a: RgbImage, b: RgbImage): boolean {
  return Buffer.from(a.data).equals(Buffer.from(b.data));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The id of the top-level window titled `title`, if it is mapped. */
async function findWindow(
  display: string,
  title: string,
): Promise<string | undefined> {
  const {stdout} = await run('xwininfo', ['-root', '-children'], {
    env: {...process.env, DISPLAY: display},
  });
  const line = stdout
    .split('\n')
    .find((candidate) => candidate.includes(`"${title}"`));
  return line?.trim().split(/\s+/)[0];
}

/**
 * Runs one example in `binary` and returns the picture of its window.
 * Throws with the app's output when no stable picture comes within the
 * time limit. `env` adds variables to the app's environment (such as
 * Mesa's LP_PERF, see scripts/widget-pictures.mjs).
 */
export async function renderExample(
  server: XServer,
  binary: string,
  example: MakepadExample,
  {
    timeoutMs = 60_000,
    env: extraEnv = {},
  }: {timeoutMs?: number; env?: Readonly<Record<string, string>>} = {},
): Promise<RgbImage> {
  const args =
    example.crate === 'sdf2d-builtins'
      ? [`--example=${example.name}`]
      : [example.name];
  const env = {
    ...process.env,
    DISPLAY: server.display,
    LIBGL_ALWAYS_SOFTWARE: '1',
    ...extraEnv,
  };
  const app = spawn(binary, args, {env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  app.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  let previous: RgbImage | undefined;
  try {
    while (Date.now() - started < timeoutMs) {
      await sleep(250);
      if (app.exitCode !== null) {
        throw new Error(`exited with code ${app.exitCode}`);
      }
      const id = await findWindow(server.display, example.name);
      if (id === undefined) {
        continue;
      }
      const {stdout} = await run('xwd', ['-silent', '-id', id], {
        env,
        encoding: 'buffer',
        maxBuffer: 16 << 20,
      });
      const picture = readXwd(stdout);
      if (isBlack(picture)) {
        continue;
      }
      // An animated example has no stable picture: its first frame will do.
      if (
        example.flag === 'animated' ||
        (previous && same(previous, picture))
      ) {
        return picture;
      }
      previous = picture;
    }
    throw new Error('no stable picture in time');
  } catch (error) {
    throw new Error(
      `Makepad did not draw ${example.crate}/${example.name}: ${(error as Error).message}\n${output.slice(-2000)}`,
      {cause: error},
    );
  } finally {
    if (app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
  }
}
