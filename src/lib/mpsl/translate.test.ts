import {
  colorComponents,
  glslFloat,
  translateMpsl,
  type TranslateResult,
  type Translation,
} from './translate';

function ok(result: TranslateResult): Translation {
  if (!result.ok) {
    throw new Error(
      `${result.error.line}:${result.error.col} ${result.error.message}`,
    );
  }
  return result;
}

/** The GLSL of the `pixel` function for a body. */
function pixelGlsl(body: string, extra = ''): string {
  const {fragment} = ok(
    translateMpsl(`${extra}\nfn pixel(self) -> vec4 {\n${body}\n}`),
  );
  const start = fragment.indexOf('vec4 f_pixel() {');
  return fragment.slice(start, fragment.indexOf('\n}\n', start) + 2);
}

function error(source: string) {
  const result = translateMpsl(source);
  if (result.ok) {
    throw new Error('expected a translation error');
  }
  return result.error;
}

describe('glslFloat', () => {
  it('writes the shortest decimal of the f32 value, always as a float', () => {
    expect(glslFloat(4)).toBe('4.0');
    expect(glslFloat(0.1)).toBe('0.1');
    expect(glslFloat(3.141592653589793)).toBe('3.1415927');
    expect(glslFloat(1e20)).toBe('100000000000000000000.0');
    expect(glslFloat(1e-10)).toBe('1.0e-10');
    expect(glslFloat(-2.5)).toBe('(-2.5)');
  });
});

describe('colorComponents', () => {
  it('divides each byte by 255 in f32, like Vec4::from_u32', () => {
    expect(colorComponents(0xff000080)).toEqual([
      1,
      0,
      0,
      Math.fround(128 / 255),
    ]);
  });
});

describe('translate', () => {
  it('reads integer tokens as floats', () => {
    expect(pixelGlsl('return vec4(8);')).toContain('return vec4(8.0);');
  });

  it('turns colours into vec4 constants', () => {
    expect(pixelGlsl('return #x2b2d42;')).toContain(
      'return vec4(0.16862746, 0.1764706, 0.25882354, 1.0);',
    );
  });

  it('folds constant arithmetic in f32 like const_eval.rs', () => {
    expect(pixelGlsl('return vec4(1.0 / 3.0);')).toContain(
      `vec4(${glslFloat(Math.fround(1 / 3))})`,
    );
    expect(pixelGlsl('return vec4(-(2.0 * 3.0));')).toContain('vec4((-6.0))');
  });

  it('keeps the library constants as literals', () => {
    expect(pixelGlsl('return vec4(PI * self.pos.x);')).toContain(
      '(3.1415927 * mp_pos.x)',
    );
  });

  it('gives a shadowing let its own GLSL name', () => {
    const glsl = pixelGlsl(
      'let p = self.pos;\nlet p = p * 2.0;\nreturn vec4(p, 0.0, 1.0);',
    );
    expect(glsl).toContain('vec2 l_p = mp_pos;');
    expect(glsl).toContain('vec2 l_p_1 = (l_p * 2.0);');
    expect(glsl).toContain('return vec4(l_p_1, 0.0, 1.0);');
  });

  it('calls Sdf2d methods on the variable, which they change', () => {
    const glsl = pixelGlsl(
      'let sdf = Sdf2d::viewport(self.pos * self.rect_size);\nsdf.circle(80, 80, 40);\nsdf.fill(#f00);\nreturn sdf.result;',
    );
    expect(glsl).toContain(
      'Sdf2d l_sdf = Sdf2d_viewport((mp_pos * mp_rect_size));',
    );
    expect(glsl).toContain('Sdf2d_circle(l_sdf, 80.0, 80.0, 40.0);');
    expect(glsl).toContain('Sdf2d_fill(l_sdf, vec4(1.0, 0.0, 0.0, 1.0));');
    expect(glsl).toContain('return l_sdf.result;');
  });

  it('writes Sdf2d fields and swizzles', () => {
    const glsl = pixelGlsl(
      'let sdf = Sdf2d::viewport(self.pos);\nsdf.blur = 14.0;\nlet v = vec4(1.0);\nv.xy = sdf.pos.yx;\nreturn v;',
    );
    expect(glsl).toContain('(l_sdf.blur = 14.0);');
    expect(glsl).toContain('(l_v.xy = l_sdf.pos.yx);');
  });

  it('turns instances and uniforms into inputs with their defaults', () => {
    const result = ok(
      translateMpsl(
        'instance hover: 0.5\ninstance light: vec2(40, 36)\nuniform tint: #f00\ninstance level: float\nfn pixel(self) -> vec4 { return self.tint * self.hover; }',
      ),
    );
    expect(
      result.inputs.map((input) => [
        input.name,
        input.storage,
        input.type,
        input.value,
      ]),
    ).toEqual([
      ['color', 'instance', 'vec4', [0, 0, 0, 0]],
      ['hover', 'instance', 'float', [0.5]],
      ['light', 'instance', 'vec2', [40, 36]],
      ['tint', 'uniform', 'vec4', [1, 0, 0, 1]],
      ['level', 'instance', 'float', [0]],
    ]);
    expect(result.inputs.map((input) => input.declared)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(result.fragment).toContain('uniform float u_hover;');
    expect(result.fragment).toContain('return (u_tint * u_hover);');
    expect(result.usesTime).toBe(false);
  });

  it('sets the default of DrawColor`s color from a property', () => {
    const result = ok(
      translateMpsl(
        'color: #00f\nfn pixel(self) -> vec4 { return self.color; }',
      ),
    );
    expect(result.inputs[0]).toMatchObject({
      name: 'color',
      value: [0, 0, 1, 1],
    });
  });

  it('takes self.pos from the pixel centre, top left first', () => {
    const {fragment} = ok(
      translateMpsl(
        'fn pixel(self) -> vec4 { return vec4(self.pos, 0.0, 1.0); }',
      ),
    );
    expect(fragment).toContain(
      'mp_pos = vec2(gl_FragCoord.x, mp_pixels.y - gl_FragCoord.y) / mp_pixels;',
    );
  });

  it('notices self.time', () => {
    const result = ok(
      translateMpsl('fn pixel(self) -> vec4 { return vec4(sin(self.time)); }'),
    );
    expect(result.usesTime).toBe(true);
    expect(result.fragment).toContain('sin(mp_time)');
  });

  it('translates user functions called through self, declared in any order', () => {
    const result = ok(
      translateMpsl(
        'fn pixel(self) -> vec4 { return vec4(self.shade(2.0)); }\nfn shade(self, k: float) -> float { return self.pos.x * k; }',
      ),
    );
    expect(result.fragment).toContain('float f_shade(float p_k);');
    expect(result.fragment).toContain('return vec4(f_shade(2.0));');
    expect(result.fragment).toContain('return (mp_pos.x * p_k);');
  });

  it('makes fragment() the entry point when it is defined', () => {
    const result = ok(
      translateMpsl(
        'fn pixel(self) -> vec4 { return #fff; }\nfn fragment(self) -> vec4 { return depth_clip(self.world, self.pixel() * 0.8, self.depth_clip); }',
      ),
    );
    expect(result.fragment).toContain('clamp(f_fragment(), 0.0, 1.0)');
  });

  it('emits loops with integer counters and constant bounds', () => {
    const glsl = pixelGlsl(
      'let v = 0.0;\nfor i in 0..4 { v += float(i); }\nfor j in 4..0 { v -= 1.0; }\nreturn vec4(v);',
    );
    expect(glsl).toContain('for (int i_i = 0; i_i < 4; i_i += 1) {');
    expect(glsl).toContain('(l_v += float(i_i));');
    expect(glsl).toContain('for (int i_j = 4; i_j > 0; i_j += -1) {');
  });

  it('translates if / else and comparisons of booleans', () => {
    const glsl = pixelGlsl(
      'let inside = all(lessThan(self.pos, vec2(0.5)));\nlet c = #000;\nif inside == true { c = #fff; } else { c = #f00; }\nreturn c;',
    );
    expect(glsl).toContain('bool l_inside = all(lessThan(mp_pos, vec2(0.5)));');
    expect(glsl).toContain('if ((l_inside == true)) {');
    expect(glsl).toContain('} else {');
  });

  it('supports the ported Math, Pal and GaussShadow objects', () => {
    const glsl = pixelGlsl(
      'let v = Math::rotate_2d(self.pos, 1.0);\nlet s = GaussShadow::box_shadow(vec2(0.), vec2(1.), v, 0.1);\nreturn vec4(Pal::iq1(s), 1.0);',
    );
    expect(glsl).toContain('Math_rotate_2d(mp_pos, 1.0)');
    expect(glsl).toContain('GaussShadow_box_shadow(');
    expect(glsl).toContain('vec4(Pal_iq1(l_s), 1.0)');
  });

  describe('rejects what Makepad rejects, with the position', () => {
    it('operators on mismatched types', () => {
      expect(
        error(
          'fn pixel(self) -> vec4 {\n  let a = vec2(1.0) + vec3(1.0);\n  return #fff;\n}',
        ),
      ).toEqual({
        message: "can't apply `+` to a `vec2` and a `vec3`",
        line: 2,
        col: 21,
      });
    });

    it('unknown Sdf2d methods and fields', () => {
      const source = (line: string) =>
        `fn pixel(self) -> vec4 {\n  let sdf = Sdf2d::viewport(self.pos);\n  ${line}\n  return sdf.result;\n}`;
      expect(error(source('sdf.circl(1.0, 1.0, 1.0);'))).toMatchObject({
        message: 'Sdf2d has no method `circl`',
        line: 3,
      });
      expect(error(source('sdf.circle(1.0, 1.0);'))).toMatchObject({
        message:
          '`Sdf2d::circle` takes (float, float, float), not (float, float)',
      });
      expect(error(source('sdf.radius = 1.0;'))).toMatchObject({
        message: 'Sdf2d has no field `radius`',
      });
    });

    it('built-ins without a matching overload', () => {
      expect(
        error(
          'fn pixel(self) -> vec4 { return vec4(mix(1.0, vec2(1.0), 0.5), 0.0, 1.0); }',
        ),
      ).toMatchObject({
        message: 'no overload of `mix` takes (float, vec2, float)',
      });
      expect(
        error(
          'fn pixel(self) -> vec4 { return vec4(transpose(mat2(1.0))[0], 0.0, 1.0); }',
        ),
      ).toMatchObject({message: 'no overload of `transpose` takes (mat2)'});
    });

    it('constructors with the wrong number of components', () => {
      expect(
        error('fn pixel(self) -> vec4 { return vec4(1.0, 2.0); }'),
      ).toMatchObject({
        message: 'not enough components for `vec4`: expected 4, got 2',
      });
      expect(
        error(
          'fn pixel(self) -> vec4 { return vec4(self.pos, self.pos, 1.0); }',
        ),
      ).toMatchObject({
        message: 'too many components for `vec4`: expected 4, got 5',
      });
    });

    it('assignments to self and to values that are not variables', () => {
      expect(
        error('fn pixel(self) -> vec4 { self.pos = vec2(0.0); return #fff; }'),
      ).toMatchObject({
        message:
          'the left side of an assignment must be a variable, a field or a swizzle',
      });
      expect(
        error(
          'fn pixel(self) -> vec4 { let v = vec2(0.0); v.xx = vec2(1.0); return #fff; }',
        ),
      ).toMatchObject({
        message:
          'the left side of an assignment must be a variable, a field or a swizzle',
      });
      expect(
        error(
          'fn pixel(self) -> vec4 { let v = 1.0; v = vec2(1.0); return #fff; }',
        ),
      ).toMatchObject({
        message: "can't assign a `vec2` to a `float`",
      });
    });

    it('wrong return types, conditions and unknown names', () => {
      expect(error('fn pixel(self) -> vec4 { return 1.0; }')).toMatchObject({
        message: '`pixel` returns `vec4`, not `float`',
      });
      expect(
        error('fn pixel(self) -> vec4 { if 1.0 { } return #fff; }'),
      ).toMatchObject({
        message: 'an `if` condition must be a `bool`, not a `float`',
      });
      expect(
        error('fn pixel(self) -> vec4 { return vec4(radius); }'),
      ).toMatchObject({
        message: 'identifier not found `radius`',
      });
      expect(
        error('fn pixel(self) -> vec4 { return vec4(self.radius); }'),
      ).toMatchObject({
        message: '`self` has no field `radius`',
      });
    });

    it('a shader without pixel()', () => {
      expect(error('instance hover: 0.5')).toMatchObject({
        message: 'the shader needs `fn pixel(self) -> vec4 { ... }`',
      });
      expect(error('fn pixel(self) -> float { return 1.0; }')).toMatchObject({
        message: '`pixel` must be declared as `fn pixel(self) -> vec4`',
      });
    });

    it('syntax errors, as the parser reports them', () => {
      expect(
        error(
          'fn pixel(self) -> vec4 {\n  let sdf = Sdf2d::viewport(self.pos\n  return #fff;\n}',
        ),
      ).toEqual({
        message: 'expected `)`, found `return`',
        line: 3,
        col: 3,
      });
    });
  });
});
