import {frontCode, frontDecode} from './frontCoding';

describe('front coding of the word list', () => {
  it('writes each word as the length it shares with the one before and the rest', () => {
    expect(frontCode(['layout', 'layouts', 'left', 'walk'])).toBe(
      'Alayout\nGs\nBeft\nAwalk',
    );
  });

  it('reads back every list it writes', () => {
    const lists = [
      [],
      [''],
      ['a', 'ab', 'abc', 'abd', 'b'],
      ['布局', '布局器', '绘制', '绘制的'],
      ['draw_walk', 'draw_walk_turtle', 'drawlist', 'drawn'],
      // A shared start longer than one packed character holds (31).
      ['x'.repeat(40), `${'x'.repeat(40)}y`, `${'x'.repeat(33)}z`],
    ];
    for (const words of lists) {
      expect(frontDecode(frontCode(words))).toEqual(words);
    }
  });

  it('refuses a line that shares more than the word before holds', () => {
    expect(() => frontDecode('Aab\nDc')).toThrow(
      'front coding: a word shares 3 characters with a word of 2',
    );
  });
});
