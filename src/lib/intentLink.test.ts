import {navigatesInApp, type ClickFacts} from './intentLink';

const plain: ClickFacts = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('navigatesInApp', () => {
  it('keeps a plain click on a same-tab link inside the app', () => {
    expect(navigatesInApp(plain)).toBe(true);
    expect(navigatesInApp(plain, '_self')).toBe(true);
  });

  it('leaves modified clicks, other buttons and other targets to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(navigatesInApp({...plain, [key]: true})).toBe(false);
    }
    expect(navigatesInApp({...plain, button: 1})).toBe(false);
    expect(navigatesInApp(plain, '_blank')).toBe(false);
    expect(navigatesInApp({...plain, defaultPrevented: true})).toBe(false);
  });
});
