import {hiddenPartAttribute, hiddenParts} from './hiddenParts';

describe('hiddenParts', () => {
  it('reads the parts set to 0', () => {
    expect(hiddenParts('?navbar=0&footer=0')).toEqual(['navbar', 'footer']);
    expect(hiddenParts('?sidebar=0&outline=0&x=0')).toEqual([
      'sidebar',
      'outline',
    ]);
  });

  it('ignores other values and other parameters', () => {
    expect(hiddenParts('')).toEqual([]);
    expect(hiddenParts('?navbar=1&footer=false&outline=')).toEqual([]);
  });

  it('names the attribute the stylesheet reads', () => {
    expect(hiddenPartAttribute('outline')).toBe('data-hide-outline');
  });
});
