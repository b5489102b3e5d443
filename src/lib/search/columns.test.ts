import {charColumns, leadEnd, tailStart, textColumns} from './columns';

describe('columns', () => {
  it('counts CJK characters and emoji as two columns', () => {
    expect(charColumns('a')).toBe(1);
    expect(charColumns('动')).toBe(2);
    expect(charColumns('😀')).toBe(2);
    expect(textColumns('ab动画')).toBe(6);
  });

  it('cuts a lead at a space rather than inside a word', () => {
    const text = 'circle adds a disc centred at x y';
    const end = leadEnd(text, 16);
    expect(text.slice(0, end)).toBe('circle adds a');
    expect(leadEnd('short', 100)).toBe(5);
  });

  it('cuts Chinese anywhere, by columns', () => {
    expect(leadEnd('动画系统让属性平滑过渡', 8)).toBe(4);
  });

  it('never splits a surrogate pair', () => {
    const text = 'ab😀😀😀';
    const end = leadEnd(text, 5);
    expect(text.slice(0, end)).toBe('ab😀');
    const start = tailStart(text, text.length, 3);
    expect(text.slice(start)).toBe('😀');
  });

  it('starts a tail at a word start', () => {
    const text = 'the turtle walks the layout';
    const start = tailStart(text, text.length, 13);
    expect(text.slice(start)).toBe('the layout');
  });
});
