import {sidebarScrollTop} from './sidebarScroll';

describe('sidebarScrollTop', () => {
  const list = {top: 100, bottom: 700};

  it('leaves a link that is in view where it is', () => {
    expect(sidebarScrollTop(list, {top: 300, bottom: 330}, 40)).toBe(40);
  });

  it('brings a link far below into the upper third', () => {
    // 2400 px below the list's top: the list scrolls by 2400 - 200.
    expect(sidebarScrollTop(list, {top: 2500, bottom: 2530}, 0)).toBe(2200);
  });

  it('brings a link above into view, never past the top', () => {
    expect(sidebarScrollTop(list, {top: 20, bottom: 50}, 500)).toBe(220);
    expect(sidebarScrollTop(list, {top: 60, bottom: 90}, 10)).toBe(0);
  });
});
