import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {withoutBundledGrammars} = require('./loader.cjs') as {
  withoutBundledGrammars: (source: string) => string;
};

const dist = path.join(
  path.dirname(require.resolve('prism-react-renderer')),
  'index.mjs',
);

describe('prism-react-renderer without its bundled grammars', () => {
  const source = fs.readFileSync(dist, 'utf8');
  const output = withoutBundledGrammars(source);

  it('drops the grammars of the installed version', () => {
    expect(source).toContain('Prism.languages.swift =');
    expect(output).not.toContain('Prism.languages.swift =');
    expect(output).not.toContain('languages.rust =');
    expect(output.length).toBeLessThan(source.length - 40_000);
  });

  it('keeps the Prism core, the Highlight component and the themes', () => {
    expect(output).toContain('var Prism = __toESM(require_prism());');
    expect(output).toContain('tokenize');
    expect(output).toMatch(/export\s*\{[^}]*Highlight/);
    expect(output).toContain('// src/themes/index.ts');
  });

  it('stops the build when the bundle is laid out differently', () => {
    expect(() => withoutBundledGrammars('var x = 1;')).toThrow(
      'src/plugins/prism-grammars',
    );
  });
});
