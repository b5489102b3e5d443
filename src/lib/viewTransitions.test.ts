import {
  colorModeOptions,
  isPageChange,
  nextColorMode,
  revealCentre,
  revealClipPath,
  revealRadius,
  shouldAnimate,
} from './viewTransitions';

describe('shouldAnimate', () => {
  const ok = {supported: true, reducedMotion: false};

  it('animates when the flag is on, the API exists and motion is welcome', () => {
    expect(shouldAnimate(true, ok)).toBe(true);
  });

  it('does not animate when any condition fails', () => {
    expect(shouldAnimate(false, ok)).toBe(false);
    expect(shouldAnimate(true, {...ok, supported: false})).toBe(false);
    expect(shouldAnimate(true, {...ok, reducedMotion: true})).toBe(false);
  });
});

describe('nextColorMode', () => {
  it('switches between dark and light, never to the system mode', () => {
    expect(nextColorMode('light')).toBe('dark');
    expect(nextColorMode('dark')).toBe('light');
  });
});

describe('colorModeOptions', () => {
  it('follows the system for auto', () => {
    expect(colorModeOptions('auto')).toEqual({
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    });
  });

  it('fixes the mode for light and dark', () => {
    expect(colorModeOptions('dark')).toEqual({
      defaultMode: 'dark',
      respectPrefersColorScheme: false,
    });
    expect(colorModeOptions('light').respectPrefersColorScheme).toBe(false);
  });
});

describe('reveal geometry', () => {
  const viewport = {width: 1000, height: 600};

  it('reaches the farthest corner', () => {
    expect(revealRadius({x: 900, y: 30}, viewport)).toBeCloseTo(
      Math.hypot(900, 570),
    );
    expect(revealRadius({x: 500, y: 300}, viewport)).toBeCloseTo(
      Math.hypot(500, 300),
    );
  });

  it('grows a circle from the centre of the toggle', () => {
    const centre = revealCentre(
      {left: 880, top: 20, width: 32, height: 32},
      viewport,
    );
    expect(centre).toEqual({x: 896, y: 36});
    expect(revealClipPath(centre, viewport)).toEqual([
      'circle(0px at 896px 36px)',
      `circle(${Math.ceil(Math.hypot(896, 564))}px at 896px 36px)`,
    ]);
  });

  it('starts from the middle of the viewport without a button', () => {
    expect(revealCentre(null, viewport)).toEqual({x: 500, y: 300});
  });
});

describe('isPageChange', () => {
  it('is a page change only when the path changes', () => {
    expect(isPageChange({pathname: '/a'}, {pathname: '/b'})).toBe(true);
    expect(isPageChange({pathname: '/a'}, {pathname: '/a'})).toBe(false);
  });
});
