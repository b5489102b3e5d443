import {stem} from './stem';

describe('stem', () => {
  it.each([
    ['layouts', 'layout'],
    ['animations', 'animation'],
    ['boxes', 'box'],
    ['properties', 'property'],
    ['running', 'run'],
    ['clipped', 'clip'],
    ['called', 'call'],
    ['added', 'add'],
    ['weekly', 'week'],
    ['apply', 'apply'],
    ['only', 'only'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('gives the forms of a word one stem', () => {
    for (const forms of [
      ['shape', 'shapes', 'shaped', 'shaping'],
      ['make', 'makes', 'making'],
      ['centre', 'center', 'centred', 'centered', 'centres'],
      ['colour', 'color', 'colours'],
      ['normalise', 'normalize', 'normalised'],
      ['behaviour', 'behavior'],
    ]) {
      expect(new Set(forms.map(stem)).size).toBe(1);
    }
  });

  it('leaves short words, -ss, -us, -is and -eed alone', () => {
    for (const word of ['the', 'mix', 'pass', 'focus', 'this', 'speed']) {
      expect(stem(word)).toBe(word);
    }
    expect(stem('four')).toBe('four');
  });

  it('leaves words with digits, underscores or other scripts alone', () => {
    for (const word of ['vec2', 'fill_keep', '布局', 'naïves']) {
      expect(stem(word)).toBe(word);
    }
  });

  it('never makes different words equal by taking too much', () => {
    expect(stem('used')).not.toBe(stem('us'));
    expect(stem('bed')).toBe('bed');
  });
});
