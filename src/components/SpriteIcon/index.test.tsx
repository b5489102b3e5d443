import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render} from '@testing-library/react';
import SpriteIcon, {SPRITE_ICONS} from './index';

const SPRITE = path.resolve(__dirname, '../../../static/img/theme-icons.svg');

describe('SpriteIcon', () => {
  it('refers to its symbol in the sprite file instead of holding path data', () => {
    const {container} = render(
      <SpriteIcon name="dark-mode" className="toggle" aria-hidden />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('toggle');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')).toBeNull();
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(
      '/img/theme-icons.svg#dark-mode',
    );
  });

  it('names exactly the symbols the sprite file holds, each filled with currentColor', () => {
    const sprite = fs.readFileSync(SPRITE, 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(
      ([, id]) => id,
    );
    expect(symbols).toEqual([...SPRITE_ICONS]);
    const paths = [...sprite.matchAll(/<path ([^>]*)\/>/g)];
    expect(paths).toHaveLength(SPRITE_ICONS.length);
    for (const [, attributes] of paths) {
      expect(attributes).toMatch(/^fill="currentColor" d="[^"]+"$/);
    }
  });
});
