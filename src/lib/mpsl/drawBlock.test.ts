import {dedent, findDrawBlock} from './drawBlock';

const LISTING = `use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;

    pub CircleExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            // a brace in a comment: }
            instance hover: 0.5
            fn pixel(self) -> vec4 {
                return #f00;
            }
        }
    }
}
// ANCHOR_END: example
`;

describe('findDrawBlock', () => {
  it('returns the dedented body of draw_bg and the widget', () => {
    expect(findDrawBlock(LISTING)).toEqual({
      widget: 'CircleExample',
      base: 'view',
      body: [
        '// a brace in a comment: }',
        'instance hover: 0.5',
        'fn pixel(self) -> vec4 {',
        '    return #f00;',
        '}',
      ].join('\n'),
    });
  });

  it('knows an Image widget draws with DrawImage', () => {
    const image = LISTING.replace('<View>', '<Image>');
    expect(findDrawBlock(image)?.base).toBe('image');
  });

  it('returns undefined for a file without a draw shader', () => {
    expect(findDrawBlock('pub mod app;')).toBeUndefined();
    expect(
      findDrawBlock('pub A = <View> { draw_bg: { fn pixel(self)'),
    ).toBeUndefined();
  });
});

describe('dedent', () => {
  it('removes the common indentation and blank edge lines', () => {
    expect(dedent('\n    a\n      b\n\n    c\n  ')).toBe('a\n  b\n\nc');
  });
});
