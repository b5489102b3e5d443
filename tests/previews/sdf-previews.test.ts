/**
 * Proof that the site's Sdf2d previews draw what Makepad 1.0 draws: every
 * example of the listing crates sdf2d-gallery and sdf2d-builtins, drawn by
 * the built site's preview in headless Chromium (WebGL2 on SwiftShader),
 * is compared pixel by pixel with the picture Makepad drew of it, within
 * PIXEL_TOLERANCE (scripts/lib/images/imageDiff.ts).
 *
 *   npm run test:previews          renders every example with Makepad first
 *                                  (cargo build, Xvfb, Mesa), then compares
 *   npm run test:previews:committed  compares with the committed pictures
 *   npm run previews:references    renders with Makepad and replaces the
 *                                  committed pictures (static/img/sdf2d-previews)
 *
 * A failure names the example and its page and saves both pictures and a
 * diff under test-results/sdf-previews/failures/.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type Locator} from 'playwright-core';
import {
  PREVIEW_CRATES,
  PREVIEW_SIZE,
  REFERENCE_DIR,
  RENDERER_DEPENDENT,
} from '../../src/data/sdfPreviews';
import {
  comparePictures,
  toleranceFor,
} from '../../scripts/lib/images/imageDiff';
import {loadExamples} from '../../scripts/lib/loadExamples';
import {
  decodePng,
  encodePng,
  type RgbImage,
} from '../../scripts/lib/images/png';
import {CHROMIUM_PATH, readRoutes, url} from '../e2e/site';
import {
  REPO,
  XServer,
  buildCrate,
  listExamples,
  renderExample,
  type MakepadExample,
  type RenderFlag,
} from './makepad';

const MAKEPAD = process.env.SDF_PREVIEW_MAKEPAD === '1';
const UPDATE = process.env.SDF_PREVIEW_UPDATE === '1';
const OUT = path.join(REPO, 'test-results', 'sdf-previews');
const FRESH = path.join(OUT, 'makepad');
const COMMITTED = path.join(REPO, 'static', REFERENCE_DIR);
/** crate, name, flag and Makepad back end of every committed picture. */
const MANIFEST = path.join(__dirname, 'references.tsv');

type ManifestRow = {
  crate: string;
  name: string;
  flag: RenderFlag;
  backend: string;
};

function readManifest(): ManifestRow[] {
  if (!fs.existsSync(MANIFEST)) {
    return [];
  }
  const [, ...rows] = fs.readFileSync(MANIFEST, 'utf8').trim().split('\n');
  return rows.map((row) => {
    const [crate, name, flag, backend] = row.split('\t');
    return {
      crate: crate!,
      name: name!,
      flag: flag as RenderFlag,
      backend: backend!,
    };
  });
}

const examples = [...loadExamples(path.join(REPO, 'listings')).values()];
const manifest = readManifest();
const flagOf = (crate: string, name: string): RenderFlag =>
  manifest.find((row) => row.crate === crate && row.name === name)?.flag ??
  'exact';
const key = (crate: string, name: string) => `${crate}/${name}`;
const picturePath = (dir: string, crate: string, name: string) =>
  path.join(dir, crate, `${name}.png`);

/** Examples with no single picture to compare, and why. */
const NOT_COMPARED: Record<string, string> = {
  'sdf2d-gallery/pulse': 'animated: it changes with self.time',
  'sdf2d-builtins/sample2d_rt':
    'no live preview: CachedView renders its children into a texture first',
};

type Drawn = {page: string; picture: RgbImage};
const drawn = new Map<string, Drawn>();
const rendered: string[] = [];
let browser: Browser | undefined;

/** Renders every example with Makepad into FRESH (and static/ when updating). */
async function renderWithMakepad(): Promise<void> {
  const server = await XServer.start();
  const rows: ManifestRow[] = [];
  try {
    for (const crate of PREVIEW_CRATES) {
      const binary = await buildCrate(crate.name);
      const listed = await listExamples(binary, crate.name);
      let gles3: string | undefined;
      for (const example of listed) {
        let target: MakepadExample = example;
        let app = binary;
        let backend = 'GLSL ES 1.0';
        if (example.flag === 'unsupported') {
          // inverse and transpose need Makepad's GLSL ES 3.0 back end.
          gles3 ??= await buildCrate(crate.name, {gles3: true});
          app = gles3;
          backend = 'GLSL ES 3.0';
          target = {...example, flag: 'exact'};
        }
        const picture = await renderExample(server, app, target);
        const file = picturePath(FRESH, crate.name, example.name);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, encodePng(picture));
        rendered.push(key(crate.name, example.name));
        rows.push({
          crate: crate.name,
          name: example.name,
          flag: target.flag,
          backend,
        });
      }
    }
  } finally {
    await server.stop();
  }
  if (UPDATE) {
    fs.rmSync(COMMITTED, {recursive: true, force: true});
    fs.cpSync(FRESH, COMMITTED, {recursive: true});
    fs.writeFileSync(
      MANIFEST,
      `${['crate\tname\tflag\tbackend', ...rows.map((r) => `${r.crate}\t${r.name}\t${r.flag}\t${r.backend}`)].join('\n')}\n`,
    );
  }
}

/** The pixels of a live preview's canvas, rows from the top. */
async function canvasPicture(figure: Locator): Promise<RgbImage> {
  const {size, rgba} = await figure
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const gl = canvas.getContext('webgl2')!;
      const out = new Uint8Array(canvas.width * canvas.height * 4);
      gl.readPixels(
        0,
        0,
        canvas.width,
        canvas.height,
        gl.RGBA,
        gl.UNSIGNED_BYTE,
        out,
      );
      return {size: canvas.width, rgba: Array.from(out)};
    });
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = ((size - 1 - y) * size + x) * 4;
      data.set(rgba.slice(from, from + 3), (y * size + x) * 3);
    }
  }
  return {width: size, height: size, data};
}

/** Visits every Sdf2d page and reads each live preview once it is drawn. */
async function drawWithSite(): Promise<void> {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
    ],
  });
  const page = await browser.newPage({deviceScaleFactor: 1});
  const pages = readRoutes().filter(
    (route) => route.lang === 'en' && route.path.startsWith('/api/Sdf2d/'),
  );
  for (const route of pages) {
    await page.goto(url(route.path));
    // The playground draws its starters twice as large: they are compared on their own pages.
    const figures = page.locator(
      'figure[data-sdf-preview]:not([data-sdf-playground])',
    );
    const count = await figures.count();
    for (let i = 0; i < count; i++) {
      const figure = figures.nth(i);
      const [crate, name] = (await figure.getAttribute(
        'data-sdf-preview',
      ))!.split('/');
      if (
        drawn.has(key(crate!, name!)) ||
        (await figure.getAttribute('data-live')) !== 'true'
      ) {
        continue;
      }
      // After hydration every live preview runs here; one that does not is
      // left out, and its test says so.
      try {
        await figure.locator('[data-ready="true"]').waitFor({timeout: 30_000});
      } catch {
        continue;
      }
      // One more frame, so the draw that follows the last state change is done.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => resolve(null))),
      );
      drawn.set(key(crate!, name!), {
        page: route.path,
        picture: await canvasPicture(figure),
      });
    }
  }
}

beforeAll(async () => {
  fs.rmSync(path.join(OUT, 'failures'), {recursive: true, force: true});
  fs.rmSync(path.join(OUT, 'results.tsv'), {force: true});
  fs.mkdirSync(OUT, {recursive: true});
  if (MAKEPAD) {
    await renderWithMakepad();
  }
  await drawWithSite();
}, 60 * 60_000);

afterAll(async () => {
  await browser?.close();
  const rows = [...drawn.keys()].sort();
  fs.mkdirSync(OUT, {recursive: true});
  fs.writeFileSync(path.join(OUT, 'drawn.txt'), `${rows.join('\n')}\n`);
});

describe('the pictures Makepad drew', () => {
  it('exist for every example of the listing crates', () => {
    const missing = examples
      .map((example) => key(example.crate, example.name))
      .filter(
        (name) => !manifest.some((row) => key(row.crate, row.name) === name),
      );
    expect(missing).toEqual([]);
    for (const row of manifest) {
      expect(fs.existsSync(picturePath(COMMITTED, row.crate, row.name))).toBe(
        true,
      );
    }
  });

  (MAKEPAD ? it : it.skip)(
    'were all drawn again by Makepad in this run',
    () => {
      expect(rendered.sort()).toEqual(
        manifest.map((row) => key(row.crate, row.name)).sort(),
      );
    },
  );
});

(MAKEPAD && manifest.length > 0 ? describe : describe.skip)(
  'the committed pictures against Makepad now',
  () => {
    it.each(manifest.map((row) => [key(row.crate, row.name), row] as const))(
      '%s',
      (_name, row) => {
        const now = decodePng(
          fs.readFileSync(picturePath(FRESH, row.crate, row.name)),
        );
        const committed = decodePng(
          fs.readFileSync(picturePath(COMMITTED, row.crate, row.name)),
        );
        const tolerance = toleranceFor(
          key(row.crate, row.name),
          RENDERER_DEPENDENT,
        );
        if (row.flag !== 'animated') {
          expect(comparePictures(now, committed, tolerance)).toMatchObject({
            ok: true,
          });
        }
      },
    );
  },
);

describe('the site`s preview against Makepad', () => {
  it('holds to a smaller share only examples listed with a reason, the gpu-dependent ones among them', () => {
    const gpuDependent = manifest
      .filter((row) => row.flag === 'gpu-dependent')
      .map((row) => key(row.crate, row.name));
    expect(Object.keys(RENDERER_DEPENDENT)).toEqual(
      expect.arrayContaining(gpuDependent),
    );
    const known = examples.map((example) => key(example.crate, example.name));
    expect(
      Object.keys(RENDERER_DEPENDENT).filter((name) => !known.includes(name)),
    ).toEqual([]);
  });

  it('leaves out only the examples with no single picture', () => {
    const uncompared = examples
      .filter(
        (example) =>
          !drawn.has(key(example.crate, example.name)) ||
          flagOf(example.crate, example.name) === 'animated',
      )
      .map((example) => key(example.crate, example.name));
    expect(uncompared.sort()).toEqual(Object.keys(NOT_COMPARED).sort());
  });

  const compared = examples.filter(
    (example) => !(key(example.crate, example.name) in NOT_COMPARED),
  );

  it.each(
    compared.map(
      (example) => [key(example.crate, example.name), example] as const,
    ),
  )('%s', (name, example) => {
    const preview = drawn.get(name);
    if (!preview) {
      throw new Error(`no live preview of ${name} on any Sdf2d page`);
    }
    const reference = decodePng(
      fs.readFileSync(
        picturePath(MAKEPAD ? FRESH : COMMITTED, example.crate, example.name),
      ),
    );
    expect([preview.picture.width, reference.width]).toEqual([
      PREVIEW_SIZE,
      PREVIEW_SIZE,
    ]);
    const tolerance = toleranceFor(name, RENDERER_DEPENDENT);
    const result = comparePictures(reference, preview.picture, tolerance);
    fs.appendFileSync(
      path.join(OUT, 'results.tsv'),
      `${name}\t${preview.page}\t${(result.share * 100).toFixed(3)}\t${result.maxDifference}\t${result.ok ? 'pass' : 'FAIL'}\n`,
    );
    if (!result.ok) {
      const dir = path.join(OUT, 'failures');
      fs.mkdirSync(dir, {recursive: true});
      const base = path.join(dir, `${example.crate}-${example.name}`);
      fs.writeFileSync(`${base}-makepad.png`, encodePng(reference));
      fs.writeFileSync(`${base}-preview.png`, encodePng(preview.picture));
      fs.writeFileSync(`${base}-diff.png`, encodePng(result.diff));
      throw new Error(
        [
          `${name} on ${preview.page}: ${result.mismatched} pixels differ by more than ${tolerance.channel} ` +
            `(${(result.share * 100).toFixed(2)} % match, ${tolerance.share * 100} % needed; largest difference ${result.maxDifference})`,
          `pictures: ${base}-makepad.png, ${base}-preview.png, ${base}-diff.png`,
        ].join('\n'),
      );
    }
  });
});
