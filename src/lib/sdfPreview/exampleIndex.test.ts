import fs from 'node:fs';
import path from 'node:path';
import {indexExamples} from './exampleIndex';

describe('indexExamples', () => {
  it('pairs the app`s instances with the files that define their widgets', () => {
    const app = [
      'body = <View> {',
      '    circle = <CircleExample> {}',
      '    box = <BoxExample> {}',
      '    other = <Label> {}',
      '}',
    ].join('\n');
    const files = [
      {path: 'g/src/box_.rs', text: 'pub BoxExample = <View> {}'},
      {
        path: 'g/src/circle.rs',
        text: 'live_design! {\n    pub CircleExample = <View> {\n}',
      },
    ];
    expect(indexExamples('g', app, files)).toEqual([
      {
        crate: 'g',
        name: 'circle',
        widget: 'CircleExample',
        file: 'g/src/circle.rs',
      },
      {crate: 'g', name: 'box', widget: 'BoxExample', file: 'g/src/box_.rs'},
    ]);
  });

  it('indexes the sdf2d-gallery crate completely', () => {
    const root = path.join(
      __dirname,
      '..',
      '..',
      '..',
      'listings',
      'sdf2d-gallery',
    );
    const app = fs.readFileSync(path.join(root, 'src', 'app.rs'), 'utf8');
    const circle = fs.readFileSync(
      path.join(root, 'src', 'methods', 'draw', 'primitives', 'circle.rs'),
      'utf8',
    );
    const entries = indexExamples('sdf2d-gallery', app, [
      {
        path: 'sdf2d-gallery/src/methods/draw/primitives/circle.rs',
        text: circle,
      },
    ]);
    expect(entries).toEqual([
      {
        crate: 'sdf2d-gallery',
        name: 'circle',
        widget: 'CircleExample',
        file: 'sdf2d-gallery/src/methods/draw/primitives/circle.rs',
      },
    ]);
  });
});
