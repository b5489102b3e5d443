/**
 * State of a live preview: the code being edited, its translation, the
 * program the canvas draws (the last one that compiled), the values of the
 * sliders and the clock of `self.time`.
 */
import {useEffect, useMemo, useRef, useState, type RefObject} from 'react';
import {
  translateMpsl,
  type ShaderBase,
  type ShaderInput,
  type Translation,
} from '@site/src/lib/mpsl';
import {carryValues} from '@site/src/lib/sdfPreview/sliders';
import {SdfRenderer} from './renderer';

type Values = Map<
  string,
  {default: readonly number[]; value: readonly number[]}
>;

/** What went wrong with the code, for the reader. */
export type PreviewError =
  | {kind: 'mpsl'; line: number; col: number; message: string}
  | {kind: 'glsl'; message: string};

export type LivePreviewState = {
  readonly code: string;
  readonly setCode: (code: string) => void;
  readonly error: PreviewError | undefined;
  /** The inputs of the program on screen. */
  readonly inputs: readonly ShaderInput[];
  readonly valueOf: (input: string) => readonly number[];
  readonly setValue: (input: string, value: readonly number[]) => void;
  /** The program on screen reads `self.time`. */
  readonly animated: boolean;
  /** A program is on screen with its textures loaded. */
  readonly ready: boolean;
  readonly playing: boolean;
  readonly setPlaying: (playing: boolean) => void;
};

function parseColor(hex: string): number[] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
}

export function useLivePreview(options: {
  canvas: RefObject<HTMLCanvasElement | null>;
  initialCode: string;
  base: ShaderBase;
  size: number;
  zoom: number;
  backdrop: string;
  image?: string;
  onUnavailable: () => void;
}): LivePreviewState {
  const {
    canvas,
    initialCode,
    base,
    size,
    zoom,
    backdrop,
    image,
    onUnavailable,
  } = options;
  const [code, setCode] = useState(initialCode);
  const [active, setActive] = useState<Translation | undefined>();
  const [glslError, setGlslError] = useState<string | undefined>();
  const [values, setValues] = useState<Values>(new Map());
  const [playing, setPlaying] = useState(
    () =>
      typeof window === 'undefined' ||
      !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  const [textureVersion, setTextureVersion] = useState(0);
  const renderer = useRef<SdfRenderer | undefined>(undefined);
  const started = useRef(performance.now());
  const paused = useRef<number | undefined>(undefined);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  const translation = useMemo(() => translateMpsl(code, {base}), [code, base]);

  // The renderer lives as long as the canvas.
  useEffect(() => {
    const element = canvas.current;
    if (!element) {
      return undefined;
    }
    try {
      renderer.current = new SdfRenderer(element);
    } catch {
      unavailable.current();
      return undefined;
    }
    const lost = (event: Event) => {
      event.preventDefault();
      unavailable.current();
    };
    element.addEventListener('webglcontextlost', lost);
    return () => {
      element.removeEventListener('webglcontextlost', lost);
      renderer.current?.dispose();
      renderer.current = undefined;
    };
  }, [canvas]);

  // Textures (an Image widget's `image`).
  useEffect(() => {
    if (!image) {
      return undefined;
    }
    let cancelled = false;
    const picture = new Image();
    picture.onload = () => {
      if (!cancelled && renderer.current) {
        renderer.current.setTexture('image', picture);
        setTextureVersion((version) => version + 1);
      }
    };
    picture.src = image;
    return () => {
      cancelled = true;
    };
  }, [image]);

  // A translation that compiles becomes the program on screen.
  useEffect(() => {
    if (!translation.ok || !renderer.current) {
      return;
    }
    const message = renderer.current.use(translation);
    setGlslError(message);
    if (message === undefined) {
      setActive(translation);
      setValues((previous) => carryValues(translation.inputs, previous));
    }
  }, [translation]);

  // Draw: once per change, or every frame while `self.time` runs.
  useEffect(() => {
    const current = renderer.current;
    if (!current || !active) {
      return undefined;
    }
    const draw = () => {
      const now = paused.current ?? performance.now();
      current.draw({
        size,
        pixelRatio: (window.devicePixelRatio || 1) * zoom,
        time: (now - started.current) / 1000,
        backdrop: parseColor(backdrop),
        values: new Map(
          [...values].map(([name, entry]) => [name, entry.value]),
        ),
      });
    };
    if (!active.usesTime || !playing) {
      draw();
      return undefined;
    }
    let frame = requestAnimationFrame(function loop() {
      draw();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, values, playing, size, zoom, backdrop, textureVersion]);

  // Pausing stops the clock; playing resumes it where it stopped.
  const togglePlaying = (next: boolean) => {
    if (next && paused.current !== undefined) {
      started.current += performance.now() - paused.current;
      paused.current = undefined;
    } else if (!next) {
      paused.current = performance.now();
    }
    setPlaying(next);
  };

  const error: PreviewError | undefined = !translation.ok
    ? {kind: 'mpsl', ...translation.error}
    : glslError !== undefined
      ? {kind: 'glsl', message: glslError}
      : undefined;

  return {
    code,
    setCode,
    error,
    inputs: active?.inputs ?? [],
    valueOf: (input) =>
      values.get(input)?.value ??
      active?.inputs.find((candidate) => candidate.name === input)?.value ??
      [],
    setValue: (input, value) =>
      setValues((previous) => {
        const next = new Map(previous);
        const entry = next.get(input);
        if (entry) {
          next.set(input, {...entry, value});
        }
        return next;
      }),
    animated: active?.usesTime ?? false,
    ready: active !== undefined && (!image || textureVersion > 0),
    playing,
    setPlaying: togglePlaying,
  };
}
