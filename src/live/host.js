/**
 * The host page of the live examples (copied into the live package by
 * scripts/build-live.mjs): starts a Makepad app compiled to WebAssembly in
 * this frame and tells the page around it how that goes, by messages
 * `{source: 'makepad-live', type, ...}` to the parent window:
 *   - `ready` with `ms`, once the first frame is on the canvas (Makepad's
 *     web runtime removes `.canvas_loader` when it has drawn);
 *   - `error` with `reason`: `webgl`, `wasm` or `load`;
 *   - `escape`, when the reader presses Escape, so the page can take the
 *     keyboard focus back.
 * The app is `?app=` (the widget gallery by default); the gallery reads
 * `?example=` itself (listings/widget-gallery/src/examples.rs). `?input=`
 * names, in the page's language, the text area Makepad's runtime keeps for
 * the keyboard, which has no name of its own.
 */
const started = performance.now();
const params = new URLSearchParams(location.search);
const app = params.get('app') ?? 'widget-gallery';
const inputLabel = params.get('input') ?? 'Keyboard input of the example';

function tell(type, detail = {}) {
  if (window.parent !== window) {
    window.parent.postMessage(
      {source: 'makepad-live', type, ...detail},
      location.origin,
    );
  }
}

function webglWorks() {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl'));
  } catch {
    return false;
  }
}

function whenDrawn() {
  const loader = document.querySelector('.canvas_loader');
  const done = () => {
    for (const input of document.querySelectorAll('textarea')) {
      input.setAttribute('aria-label', inputLabel);
    }
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        tell('ready', {ms: Math.round(performance.now() - started)}),
      ),
    );
  };
  if (!loader) {
    done();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!loader.isConnected) {
      observer.disconnect();
      done();
    }
  });
  observer.observe(document.body, {childList: true});
}

/**
 * Makepad 1.0's web runtime reports as an error each thread the app asks
 * for when the WebAssembly has no threads (web.js, FromWasmCreateThread);
 * the book builds it without threads on purpose (no cross-origin
 * isolation needed), and the app goes on without them. That one message
 * is logged as information instead.
 */
const reportError = console.error.bind(console);
console.error = (...args) => {
  if (String(args[0]).startsWith('FromWasmCreateThread not available')) {
    console.info('Makepad live example (built without threads):', ...args);
  } else {
    reportError(...args);
  }
};

window.addEventListener(
  'keydown',
  (event) => {
    if (event.key === 'Escape') {
      tell('escape');
    }
  },
  true,
);

async function start() {
  if (typeof WebAssembly !== 'object') {
    tell('error', {reason: 'wasm'});
    return;
  }
  if (!webglWorks()) {
    tell('error', {reason: 'webgl'});
    return;
  }
  try {
    const {WasmWebGL} = await import('./makepad_platform/web_gl.js');
    // Makepad's loader logs a failed fetch or compile and returns nothing.
    const wasm = await WasmWebGL.fetch_and_instantiate_wasm(`./${app}.wasm`);
    if (!wasm) {
      tell('error', {reason: 'load'});
      return;
    }
    whenDrawn();
    const canvas = document.querySelector('canvas');
    // Makepad's runtime takes the frame's window as its own.
    new WasmWebGL(wasm, {}, canvas);
  } catch (error) {
    console.error(error);
    tell('error', {reason: 'load'});
  }
}

start();
