/**
 * Draws a translated draw shader (src/lib/mpsl) into a canvas with WebGL2:
 * one quad over the whole canvas, `self.pos` from 0 to 1 across it. A new
 * program replaces the old one only once it compiles and links, so the
 * canvas keeps the last good picture while the code has an error.
 */
import {
  GEOMETRY_ATTRIBUTE,
  PROGRAM_UNIFORMS,
  type ShaderInput,
  type Translation,
} from '@site/src/lib/mpsl';

export type DrawParams = {
  /** The widget's size in logical pixels (`self.rect_size`). */
  readonly size: number;
  /** Device pixels per logical pixel. */
  readonly pixelRatio: number;
  /** Seconds for `self.time`. */
  readonly time: number;
  /** The colour behind transparent pixels, components 0..1. */
  readonly backdrop: readonly number[];
  /** Current value of every instance and uniform, by name. */
  readonly values: ReadonlyMap<string, readonly number[]>;
};

type Linked = {
  program: WebGLProgram;
  inputs: readonly ShaderInput[];
  locations: Map<string, WebGLUniformLocation | null>;
};

export class SdfRenderer {
  private readonly gl: WebGL2RenderingContext;
  private readonly geometry: WebGLBuffer;
  private linked: Linked | undefined;
  private readonly textures = new Map<string, WebGLTexture>();

  /** Throws when the browser has no WebGL2. */
  constructor(private readonly canvas: HTMLCanvasElement) {
    const gl = canvas.getContext('webgl2', {
      alpha: false,
      antialias: false,
      depth: false,
      premultipliedAlpha: false,
      // No preserveDrawingBuffer: the page never reads the picture back, and
      // keeping it made Chromium copy it on every frame ("GPU stall due to
      // ReadPixels" warnings). The browser tests that read pixels ask for it
      // themselves (tests/e2e/preview.test.ts, `readablePictures`).
    });
    if (!gl) {
      throw new Error('WebGL2 is not available');
    }
    this.gl = gl;
    this.geometry = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.geometry);
    gl.bufferData(
      gl.ARRAY_BUFFER,
      new Float32Array([0, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1, 1]),
      gl.STATIC_DRAW,
    );
  }

  private compile(type: number, source: string): WebGLShader | string {
    const {gl} = this;
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
      const log = gl.getShaderInfoLog(shader) ?? 'unknown error';
      gl.deleteShader(shader);
      return log;
    }
    return shader;
  }

  /**
   * Switches to a new program. Returns the GLSL compiler's message when it
   * does not compile; the previous program then stays in use.
   */
  use(translation: Translation): string | undefined {
    const {gl} = this;
    const vertex = this.compile(gl.VERTEX_SHADER, translation.vertex);
    const fragment = this.compile(gl.FRAGMENT_SHADER, translation.fragment);
    if (typeof vertex === 'string' || typeof fragment === 'string') {
      return typeof vertex === 'string' ? vertex : (fragment as string);
    }
    const program = gl.createProgram();
    gl.attachShader(program, vertex);
    gl.attachShader(program, fragment);
    gl.bindAttribLocation(program, 0, GEOMETRY_ATTRIBUTE);
    gl.linkProgram(program);
    gl.deleteShader(vertex);
    gl.deleteShader(fragment);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
      const log = gl.getProgramInfoLog(program) ?? 'link error';
      gl.deleteProgram(program);
      return log;
    }
    if (this.linked) {
      gl.deleteProgram(this.linked.program);
    }
    const locations = new Map<string, WebGLUniformLocation | null>();
    for (const name of Object.values(PROGRAM_UNIFORMS)) {
      locations.set(name, gl.getUniformLocation(program, name));
    }
    for (const input of translation.inputs) {
      locations.set(
        input.glslName,
        gl.getUniformLocation(program, input.glslName),
      );
    }
    this.linked = {program, inputs: translation.inputs, locations};
    return undefined;
  }

  /** Uploads an image as the texture `name` (linear, clamped, like Makepad). */
  setTexture(name: string, image: TexImageSource): void {
    const {gl} = this;
    const texture = this.textures.get(name) ?? gl.createTexture();
    this.textures.set(name, texture);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.pixelStorei(gl.UNPACK_COLORSPACE_CONVERSION_WEBGL, gl.NONE);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  }

  /** True once a program has linked. */
  get ready(): boolean {
    return this.linked !== undefined;
  }

  draw(params: DrawParams): void {
    const {gl, canvas, linked} = this;
    if (!linked) {
      return;
    }
    const pixels = Math.round(params.size * params.pixelRatio);
    if (canvas.width !== pixels || canvas.height !== pixels) {
      canvas.width = pixels;
      canvas.height = pixels;
    }
    gl.viewport(0, 0, pixels, pixels);
    gl.useProgram(linked.program);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.geometry);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    const at = (name: string) => linked.locations.get(name) ?? null;
    gl.uniform2f(at(PROGRAM_UNIFORMS.rectSize), params.size, params.size);
    gl.uniform2f(at(PROGRAM_UNIFORMS.pixels), pixels, pixels);
    gl.uniform1f(at(PROGRAM_UNIFORMS.time), params.time);
    const [r = 0, g = 0, b = 0] = params.backdrop;
    gl.uniform4f(at(PROGRAM_UNIFORMS.backdrop), r, g, b, 1);
    let unit = 0;
    for (const input of linked.inputs) {
      const location = at(input.glslName);
      if (location === null) {
        continue;
      }
      if (input.type === 'texture2d') {
        gl.activeTexture(gl.TEXTURE0 + unit);
        gl.bindTexture(gl.TEXTURE_2D, this.textures.get(input.name) ?? null);
        gl.uniform1i(location, unit);
        unit += 1;
        continue;
      }
      const value = [...(params.values.get(input.name) ?? input.value)];
      switch (input.type) {
        case 'float':
          gl.uniform1f(location, value[0] ?? 0);
          break;
        case 'bool':
          gl.uniform1i(location, value[0] ? 1 : 0);
          break;
        case 'vec2':
          gl.uniform2fv(location, value);
          break;
        case 'vec3':
          gl.uniform3fv(location, value);
          break;
        case 'vec4':
          gl.uniform4fv(location, value);
          break;
        default:
          break;
      }
    }
    gl.drawArrays(gl.TRIANGLES, 0, 6);
  }

  /** Frees the GPU objects. */
  dispose(): void {
    const {gl} = this;
    if (this.linked) {
      gl.deleteProgram(this.linked.program);
    }
    this.textures.forEach((texture) => gl.deleteTexture(texture));
    gl.deleteBuffer(this.geometry);
    this.linked = undefined;
  }
}
