/**
 * The part of Makepad 1.0's shader library that Sdf2d code uses, ported to
 * GLSL ES 3.0 for the preview: the `Sdf2d` struct with its functions, the
 * `Math`, `Pal` and `GaussShadow` objects and the constants, all from
 * draw/src/shader/std.rs at tag 1.0.0. Every formula keeps Makepad's
 * arithmetic in the same order, so the preview rounds like Makepad does;
 * the comments name the line of std.rs each function ports.
 *
 * Signatures (for the type checker) and GLSL (for the program) live side by
 * side so that they cannot drift apart: `library.test.ts` compiles every
 * signature against the GLSL text.
 */
import type {Ty} from './types';

/** The numeric constants of std.rs (lines 12–20), as `PI` in shader code. */
export const CONSTANTS: ReadonlyMap<string, number> = new Map([
  ['PI', 3.141592653589793],
  ['E', 2.718281828459045],
  ['LN2', 0.6931471805599453],
  ['LN10', 2.302585092994046],
  ['LOG2E', 1.4426950408889634],
  ['LOG10E', 0.4342944819032518],
  ['SQRT1_2', 0.70710678118654757],
  ['TORAD', 0.017453292519943295],
  ['GOLDEN', 1.618033988749895],
]);

export type Signature = {readonly params: readonly Ty[]; readonly returns: Ty};

const f = 'float' as const;
const sig = (params: readonly Ty[], returns: Ty = 'void'): Signature => ({
  params,
  returns,
});

/** The fields of `Sdf2d` (std.rs:158–170), in declaration order. */
export const SDF2D_FIELDS: ReadonlyMap<string, Ty> = new Map<string, Ty>([
  ['pos', 'vec2'],
  ['result', 'vec4'],
  ['last_pos', 'vec2'],
  ['start_pos', 'vec2'],
  ['shape', f],
  ['clip', f],
  ['has_clip', f],
  ['old_shape', f],
  ['blur', f],
  ['aa', f],
  ['scale_factor', f],
  ['dist', f],
]);

/** `Sdf2d::name(...)`: functions without a receiver. */
export const SDF2D_STATIC: ReadonlyMap<string, Signature> = new Map([
  ['viewport', sig(['vec2'], 'Sdf2d')],
  ['antialias', sig(['vec2'], f)],
]);

/** `sdf.name(...)`: functions with an `inout self` receiver. */
export const SDF2D_METHODS: ReadonlyMap<string, Signature> = new Map([
  ['translate', sig([f, f], 'vec2')],
  ['rotate', sig([f, f, f])],
  ['scale', sig([f, f, f])],
  ['clear', sig(['vec4'])],
  ['calc_blur', sig([f], f)],
  ['fill_keep_premul', sig(['vec4'], 'vec4')],
  ['fill_premul', sig(['vec4'], 'vec4')],
  ['fill_keep', sig(['vec4'], 'vec4')],
  ['fill', sig(['vec4'], 'vec4')],
  ['stroke_keep', sig(['vec4', f], 'vec4')],
  ['stroke', sig(['vec4', f], 'vec4')],
  ['glow_keep', sig(['vec4', f], 'vec4')],
  ['glow', sig(['vec4', f], 'vec4')],
  ['union', sig([])],
  ['intersect', sig([])],
  ['subtract', sig([])],
  ['gloop', sig([f])],
  ['blend', sig([f])],
  ['circle', sig([f, f, f])],
  ['arc_round_caps', sig([f, f, f, f, f, f])],
  ['arc_flat_caps', sig([f, f, f, f, f, f])],
  ['arc2', sig([f, f, f, f, f], 'vec4')],
  ['hline', sig([f, f])],
  ['box', sig([f, f, f, f, f])],
  ['box_y', sig([f, f, f, f, f, f])],
  ['box_x', sig([f, f, f, f, f, f])],
  ['box_all', sig([f, f, f, f, f, f, f, f])],
  ['rect', sig([f, f, f, f])],
  ['hexagon', sig([f, f, f])],
  ['move_to', sig([f, f])],
  ['line_to', sig([f, f])],
  ['close_path', sig([])],
]);

/** `Math::`, `Pal::` and `GaussShadow::` functions. */
export const OBJECTS: ReadonlyMap<
  string,
  ReadonlyMap<string, Signature>
> = new Map([
  [
    'Math',
    new Map([
      ['rotate_2d', sig(['vec2', f], 'vec2')],
      ['random_2d', sig(['vec2'], f)],
    ]),
  ],
  [
    'Pal',
    new Map([
      ['premul', sig(['vec4'], 'vec4')],
      ['iq', sig([f, 'vec3', 'vec3', 'vec3', 'vec3'], 'vec3')],
      ...[0, 1, 2, 3, 4, 5, 6, 7].map(
        (n) => [`iq${n}`, sig([f], 'vec3')] as const,
      ),
      ['hsv2rgb', sig(['vec4'], 'vec4')],
      ['rgb2hsv', sig(['vec4'], 'vec4')],
    ]),
  ],
  [
    'GaussShadow',
    new Map([
      ['gaussian', sig([f, f], f)],
      ['erf_vec2', sig(['vec2'], 'vec2')],
      ['erf_vec4', sig(['vec4'], 'vec4')],
      ['rounded_box_shadow_x', sig([f, f, f, f, 'vec2'], f)],
      ['rounded_box_shadow', sig(['vec2', 'vec2', 'vec2', f, f], f)],
      ['box_shadow', sig(['vec2', 'vec2', 'vec2', f], f)],
    ]),
  ],
]);

/** GLSL name of a library function: `Sdf2d_circle`, `Pal_iq1`. */
export function libraryName(object: string, name: string): string {
  return `${object}_${name}`;
}

/**
 * The library in GLSL ES 3.0. Constants are written as the f32 values
 * Makepad's compiler gives them.
 */
export const LIBRARY_GLSL = `
struct Sdf2d {
  vec2 pos; vec4 result; vec2 last_pos; vec2 start_pos;
  float shape; float clip; float has_clip; float old_shape;
  float blur; float aa; float scale_factor; float dist;
};

// std.rs:88 Math::rotate_2d
vec2 Math_rotate_2d(vec2 v, float a) {
  float ca = cos(a);
  float sa = sin(a);
  return vec2(v.x * ca - v.y * sa, v.x * sa + v.y * ca);
}
// std.rs:94 Math::random_2d
float Math_random_2d(vec2 v) {
  return fract(sin(dot(v.xy, vec2(12.9898, 78.233))) * 43758.5453);
}

// std.rs:99 Pal
vec4 Pal_premul(vec4 v) { return vec4(v.x * v.w, v.y * v.w, v.z * v.w, v.w); }
vec3 Pal_iq(float t, vec3 a, vec3 b, vec3 c, vec3 d) {
  return a + b * cos(6.28318 * (c * t + d));
}
vec3 Pal_iq0(float t) {
  return mix(vec3(0.0, 0.0, 0.0), vec3(1.0, 1.0, 1.0), cos(t * 3.1415927) * 0.5 + 0.5);
}
vec3 Pal_iq1(float t) { return Pal_iq(t, vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5), vec3(1.0, 1.0, 1.0), vec3(0.0, 0.33, 0.67)); }
vec3 Pal_iq2(float t) { return Pal_iq(t, vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5), vec3(1.0, 1.0, 1.0), vec3(0.0, 0.1, 0.2)); }
vec3 Pal_iq3(float t) { return Pal_iq(t, vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5), vec3(1.0, 1.0, 1.0), vec3(0.3, 0.2, 0.2)); }
vec3 Pal_iq4(float t) { return Pal_iq(t, vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5), vec3(1.0, 1.0, 0.5), vec3(0.8, 0.9, 0.3)); }
vec3 Pal_iq5(float t) { return Pal_iq(t, vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5), vec3(1.0, 0.7, 0.4), vec3(0.0, 0.15, 0.2)); }
vec3 Pal_iq6(float t) { return Pal_iq(t, vec3(0.5, 0.5, 0.5), vec3(0.5, 0.5, 0.5), vec3(2.0, 1.0, 0.0), vec3(0.5, 0.2, 0.25)); }
vec3 Pal_iq7(float t) { return Pal_iq(t, vec3(0.8, 0.5, 0.4), vec3(0.2, 0.4, 0.2), vec3(2.0, 1.0, 1.0), vec3(0.0, 0.25, 0.25)); }
// std.rs:141 Pal::hsv2rgb
vec4 Pal_hsv2rgb(vec4 c) {
  vec4 K = vec4(1.0, 2.0 / 3.0, 1.0 / 3.0, 3.0);
  vec3 p = abs(fract(c.xxx + K.xyz) * 6.0 - K.www);
  return vec4(c.z * mix(K.xxx, clamp(p - K.xxx, 0.0, 1.0), c.y), c.w);
}
// std.rs:147 Pal::rgb2hsv
vec4 Pal_rgb2hsv(vec4 c) {
  vec4 K = vec4(0.0, -1.0 / 3.0, 2.0 / 3.0, -1.0);
  vec4 p = mix(vec4(c.bg, K.wz), vec4(c.gb, K.xy), step(c.b, c.g));
  vec4 q = mix(vec4(p.xyw, c.r), vec4(c.r, p.yzx), step(p.x, c.r));
  float d = q.x - min(q.w, q.y);
  float e = 1.0e-10;
  return vec4(abs(q.z + (q.w - q.y) / (6.0 * d + e)), d / (q.x + e), q.x, c.w);
}

// std.rs:22 GaussShadow (after madebyevan.com's fast rounded rectangle shadows, CC0)
float GaussShadow_gaussian(float x, float sigma) {
  float pi = 3.1415927;
  return exp(-(x * x) / (2.0 * sigma * sigma)) / (sqrt(2.0 * pi) * sigma);
}
vec2 GaussShadow_erf_vec2(vec2 x0) {
  vec2 s = sign(x0);
  vec2 a = abs(x0);
  vec2 x1 = 1.0 + (0.278393 + (0.230389 + 0.078108 * (a * a)) * a) * a;
  x1 *= x1;
  return s - s / (x1 * x1);
}
vec4 GaussShadow_erf_vec4(vec4 x0) {
  vec4 s = sign(x0);
  vec4 a = abs(x0);
  vec4 x1 = 1.0 + (0.278393 + (0.230389 + 0.078108 * (a * a)) * a) * a;
  x1 *= x1;
  return s - s / (x1 * x1);
}
float GaussShadow_rounded_box_shadow_x(float x, float y, float sigma, float corner, vec2 half_size) {
  float delta = min(half_size.y - corner - abs(y), 0.0);
  float curved = half_size.x - corner + sqrt(max(0.0, corner * corner - delta * delta));
  vec2 integral = 0.5 + 0.5 * GaussShadow_erf_vec2((x + vec2(-curved, curved)) * (sqrt(0.5) / sigma));
  return integral.y - integral.x;
}
float GaussShadow_rounded_box_shadow(vec2 lower, vec2 upper, vec2 point, float sigma, float corner) {
  vec2 center = (lower + upper) * 0.5;
  vec2 half_size = (upper - lower) * 0.5;
  point -= center;
  float low = point.y - half_size.y;
  float high = point.y + half_size.y;
  float start = clamp(-3.0 * sigma, low, high);
  float end = clamp(3.0 * sigma, low, high);
  float stp = (end - start) / 4.0;
  float y = start + stp * 0.5;
  float value = 0.0;
  for (int i = 0; i < 4; i++) {
    value += GaussShadow_rounded_box_shadow_x(point.x, point.y - y, sigma, corner, half_size) * GaussShadow_gaussian(y, sigma) * stp;
    y += stp;
  }
  return value;
}
float GaussShadow_box_shadow(vec2 lower, vec2 upper, vec2 point, float sigma) {
  vec4 query = vec4(point - lower, point - upper);
  vec4 integral = 0.5 + 0.5 * GaussShadow_erf_vec4(query * (sqrt(0.5) / sigma));
  return (integral.z - integral.x) * (integral.w - integral.y);
}

// std.rs:172 Sdf2d::antialias and std.rs:176 Sdf2d::viewport
float Sdf2d_antialias(vec2 p) {
  return 1.0 / length(vec2(length(dFdx(p)), length(dFdy(p))));
}
Sdf2d Sdf2d_viewport(vec2 pos) {
  return Sdf2d(pos, vec4(0.0), vec2(0.0), vec2(0.0), 1e+20, -1e+20, 0.0, 1e+20,
    0.00001, Sdf2d_antialias(pos), 1.0, 0.0);
}
vec2 Sdf2d_translate(inout Sdf2d s, float x, float y) {
  s.pos -= vec2(x, y);
  return s.pos;
}
void Sdf2d_rotate(inout Sdf2d s, float a, float x, float y) {
  float ca = cos(-a);
  float sa = sin(-a);
  vec2 p = s.pos - vec2(x, y);
  s.pos = vec2(p.x * ca - p.y * sa, p.x * sa + p.y * ca) + vec2(x, y);
}
void Sdf2d_scale(inout Sdf2d s, float f, float x, float y) {
  s.scale_factor *= f;
  s.pos = (s.pos - vec2(x, y)) * f + vec2(x, y);
}
void Sdf2d_clear(inout Sdf2d s, vec4 color) {
  s.result = vec4(color.rgb * color.a + s.result.rgb * (1.0 - color.a), color.a);
}
float Sdf2d_calc_blur(inout Sdf2d s, float w) {
  float wa = clamp(-w * s.aa, 0.0, 1.0);
  float wb = 1.0;
  if (s.blur > 0.001) {
    wb = clamp(-w / s.blur, 0.0, 1.0);
  }
  return wa * wb;
}
vec4 Sdf2d_fill_keep_premul(inout Sdf2d s, vec4 source) {
  float f = Sdf2d_calc_blur(s, s.shape);
  s.result = source * f + s.result * (1.0 - source.a * f);
  if (s.has_clip > 0.5) {
    float f2 = 1.0 - Sdf2d_calc_blur(s, -s.clip);
    s.result = source * f2 + s.result * (1.0 - source.a * f2);
  }
  return s.result;
}
vec4 Sdf2d_fill_premul(inout Sdf2d s, vec4 color) {
  Sdf2d_fill_keep_premul(s, color);
  s.old_shape = s.shape = 1e+20;
  s.clip = -1e+20;
  s.has_clip = 0.0;
  return s.result;
}
vec4 Sdf2d_fill_keep(inout Sdf2d s, vec4 color) {
  return Sdf2d_fill_keep_premul(s, vec4(color.rgb * color.a, color.a));
}
vec4 Sdf2d_fill(inout Sdf2d s, vec4 color) {
  return Sdf2d_fill_premul(s, vec4(color.rgb * color.a, color.a));
}
vec4 Sdf2d_stroke_keep(inout Sdf2d s, vec4 color, float width) {
  float f = Sdf2d_calc_blur(s, abs(s.shape) - width / s.scale_factor);
  vec4 source = vec4(color.rgb * color.a, color.a);
  vec4 dest = s.result;
  s.result = source * f + dest * (1.0 - source.a * f);
  return s.result;
}
vec4 Sdf2d_stroke(inout Sdf2d s, vec4 color, float width) {
  Sdf2d_stroke_keep(s, color, width);
  s.old_shape = s.shape = 1e+20;
  s.clip = -1e+20;
  s.has_clip = 0.0;
  return s.result;
}
vec4 Sdf2d_glow_keep(inout Sdf2d s, vec4 color, float width) {
  float f = Sdf2d_calc_blur(s, abs(s.shape) - width / s.scale_factor);
  vec4 source = vec4(color.rgb * color.a, color.a);
  vec4 dest = s.result;
  s.result = vec4(source.rgb * f, 0.0) + dest;
  return s.result;
}
vec4 Sdf2d_glow(inout Sdf2d s, vec4 color, float width) {
  Sdf2d_glow_keep(s, color, width);
  s.old_shape = s.shape = 1e+20;
  s.clip = -1e+20;
  s.has_clip = 0.0;
  return s.result;
}
void Sdf2d_union(inout Sdf2d s) {
  s.old_shape = s.shape = min(s.dist, s.old_shape);
}
void Sdf2d_intersect(inout Sdf2d s) {
  s.old_shape = s.shape = max(s.dist, s.old_shape);
}
void Sdf2d_subtract(inout Sdf2d s) {
  s.old_shape = s.shape = max(-s.dist, s.old_shape);
}
void Sdf2d_gloop(inout Sdf2d s, float k) {
  float h = clamp(0.5 + 0.5 * (s.old_shape - s.dist) / k, 0.0, 1.0);
  s.old_shape = s.shape = mix(s.old_shape, s.dist, h) - k * h * (1.0 - h);
}
void Sdf2d_blend(inout Sdf2d s, float k) {
  s.old_shape = s.shape = mix(s.old_shape, s.dist, k);
}
void Sdf2d_circle(inout Sdf2d s, float x, float y, float r) {
  vec2 c = s.pos - vec2(x, y);
  float len = sqrt(c.x * c.x + c.y * c.y);
  s.dist = (len - r) / s.scale_factor;
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
// std.rs:311 Sdf2d::arc_round_caps
void Sdf2d_arc_round_caps(inout Sdf2d s, float x, float y, float radius, float start_angle, float end_angle, float thickness) {
  vec2 p0 = s.pos - vec2(x, y);
  float half_angle = (end_angle - start_angle) / 2.0;
  vec2 p = Math_rotate_2d(p0, -start_angle - half_angle);
  p.x = abs(p.x);
  float sin_half_angle = sin(half_angle);
  float cos_half_angle = cos(half_angle);
  float dist_to_arc = abs(length(p) - radius) - 0.5 * thickness;
  vec2 cap_center = vec2(sin_half_angle, cos_half_angle) * radius;
  float dist_to_cap = length(p - cap_center) - 0.5 * thickness;
  if (cos_half_angle * p.x < sin_half_angle * p.y) {
    s.dist = dist_to_arc;
  } else {
    s.dist = dist_to_cap;
  }
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
// std.rs:345 Sdf2d::arc_flat_caps
void Sdf2d_arc_flat_caps(inout Sdf2d s, float x, float y, float radius, float start_angle, float end_angle, float thickness) {
  vec2 p0 = s.pos - vec2(x, y);
  float half_angle = (end_angle - start_angle) / 2.0;
  vec2 p1 = Math_rotate_2d(p0, -start_angle - half_angle);
  p1.x = abs(p1.x);
  vec2 p = Math_rotate_2d(p1, half_angle);
  float dist_to_arc = abs(length(p) - radius) - thickness * 0.5;
  float dist_y_to_cap = max(0.0, abs(radius - p.y) - thickness * 0.5);
  float dist_to_cap = sign(p.x) * length(vec2(p.x, dist_y_to_cap));
  s.dist = max(dist_to_arc, dist_to_cap);
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
// std.rs:373 Sdf2d::arc2 (draws nothing by itself: it returns a colour)
vec4 Sdf2d_arc2(inout Sdf2d s, float x, float y, float r, float st, float e) {
  vec2 c = s.pos - vec2(x, y);
  float pi = 3.1415927;
  float ang = (atan(c.y, c.x) + pi) / (2.0 * pi);
  float ces = (e - st) * 0.5;
  float ang2 = 1.0 - abs(ang - ces) + ces;
  return mix(vec4(0.0, 0.0, 0.0, 1.0), vec4(1.0), ang2);
}
void Sdf2d_hline(inout Sdf2d s, float y, float h) {
  float c = s.pos.y - y;
  s.dist = -h + abs(c) / s.scale_factor;
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
// std.rs:394 Sdf2d::box (the corner rounding is 2 * r)
void Sdf2d_box(inout Sdf2d s, float x, float y, float w, float h, float r) {
  vec2 p = s.pos - vec2(x, y);
  vec2 size = vec2(0.5 * w, 0.5 * h);
  vec2 bp = max(abs(p - size.xy) - (size.xy - vec2(2.0 * r, 2.0 * r).xy), vec2(0.0, 0.0));
  s.dist = (length(bp) - 2.0 * r) / s.scale_factor;
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
void Sdf2d_box_y(inout Sdf2d s, float x, float y, float w, float h, float r_top, float r_bottom) {
  vec2 size = vec2(0.5 * w, 0.5 * h);
  vec2 p_r = s.pos - vec2(x, y);
  vec2 p = abs(p_r - size.xy) - size.xy;
  vec2 bp_top = max(p + vec2(2.0 * r_top, 2.0 * r_top).xy, vec2(0.0, 0.0));
  vec2 bp_bottom = max(p + vec2(2.0 * r_bottom, 2.0 * r_bottom).xy, vec2(0.0, 0.0));
  s.dist = mix(
    (length(bp_top) - 2.0 * r_top),
    (length(bp_bottom) - 2.0 * r_bottom),
    step(0.5 * h, p_r.y)
  ) / s.scale_factor;
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
void Sdf2d_box_x(inout Sdf2d s, float x, float y, float w, float h, float r_left, float r_right) {
  vec2 size = vec2(0.5 * w, 0.5 * h);
  vec2 p_r = s.pos - vec2(x, y);
  vec2 p = abs(p_r - size.xy) - size.xy;
  vec2 bp_left = max(p + vec2(2.0 * r_left, 2.0 * r_left).xy, vec2(0.0, 0.0));
  vec2 bp_right = max(p + vec2(2.0 * r_right, 2.0 * r_right).xy, vec2(0.0, 0.0));
  s.dist = mix(
    (length(bp_left) - 2.0 * r_left),
    (length(bp_right) - 2.0 * r_right),
    step(0.5 * w, p_r.x)
  ) / s.scale_factor;
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
void Sdf2d_box_all(inout Sdf2d s, float x, float y, float w, float h,
    float r_left_top, float r_right_top, float r_right_bottom, float r_left_bottom) {
  vec2 size = vec2(0.5 * w, 0.5 * h);
  vec2 p_r = s.pos - vec2(x, y);
  vec2 p = abs(p_r - size.xy) - size.xy;
  vec2 bp_lt = max(p + vec2(2.0 * r_left_top, 2.0 * r_left_top).xy, vec2(0.0, 0.0));
  vec2 bp_rt = max(p + vec2(2.0 * r_right_top, 2.0 * r_right_top).xy, vec2(0.0, 0.0));
  vec2 bp_rb = max(p + vec2(2.0 * r_right_bottom, 2.0 * r_right_bottom).xy, vec2(0.0, 0.0));
  vec2 bp_lb = max(p + vec2(2.0 * r_left_bottom, 2.0 * r_left_bottom).xy, vec2(0.0, 0.0));
  s.dist = mix(
    mix(
      (length(bp_lt) - 2.0 * r_left_top),
      (length(bp_lb) - 2.0 * r_left_bottom),
      step(0.5 * h, p_r.y)
    ),
    mix(
      (length(bp_rt) - 2.0 * r_right_top),
      (length(bp_rb) - 2.0 * r_right_bottom),
      step(0.5 * h, p_r.y)
    ),
    step(0.5 * w, p_r.x)
  ) / s.scale_factor;
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
// std.rs:478 Sdf2d::rect (the distance is not divided by scale_factor)
void Sdf2d_rect(inout Sdf2d s, float x, float y, float w, float h) {
  vec2 sz = vec2(w, h) * 0.5;
  vec2 d = abs(vec2(x, y) - s.pos + sz) - sz;
  vec2 dm = min(d, vec2(0.0, 0.0));
  s.dist = max(dm.x, dm.y) + length(max(d, vec2(0.0, 0.0)));
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
void Sdf2d_hexagon(inout Sdf2d s, float x, float y, float r) {
  float dx = abs(x - s.pos.x) * 1.15;
  float dy = abs(y - s.pos.y);
  s.dist = max(dy + cos(60.0 * 0.017453292) * dx - r, dx - r);
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
}
void Sdf2d_move_to(inout Sdf2d s, float x, float y) {
  s.last_pos = s.start_pos = vec2(x, y);
}
// std.rs:500 Sdf2d::line_to
void Sdf2d_line_to(inout Sdf2d s, float x, float y) {
  vec2 p = vec2(x, y);
  vec2 pa = s.pos - s.last_pos;
  vec2 ba = p - s.last_pos;
  float h = clamp(dot(pa, ba) / dot(ba, ba), 0.0, 1.0);
  float sg = sign(pa.x * ba.y - pa.y * ba.x);
  s.dist = length(pa - ba * h) / s.scale_factor;
  s.old_shape = s.shape;
  s.shape = min(s.shape, s.dist);
  s.clip = max(s.clip, s.dist * sg);
  s.has_clip = 1.0;
  s.last_pos = p;
}
void Sdf2d_close_path(inout Sdf2d s) {
  Sdf2d_line_to(s, s.start_pos.x, s.start_pos.y);
}
`;
