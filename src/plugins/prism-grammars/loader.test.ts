import fs from 'node:fs';
import path from 'node:path';
import {THEME_CLIENT_MODULE} from './index';

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

describe("theme-classic's Prism client module", () => {
  const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const clientModule = path.join(themeLib, 'prism-include-languages.js');

  it('is the module the plugin empties, and the one registering the grammars', () => {
    expect(clientModule).toMatch(THEME_CLIENT_MODULE);
    expect(fs.readFileSync(clientModule, 'utf8')).toContain(
      'prismIncludeLanguages(Prism)',
    );
    expect(fs.readFileSync(path.join(themeLib, 'index.js'), 'utf8')).toContain(
      "'./prism-include-languages'",
    );
  });

  it('leaves the theme component of the same name alone', () => {
    expect(
      path.join(themeLib, 'theme', 'prism-include-languages.js'),
    ).not.toMatch(THEME_CLIENT_MODULE);
  });

  it('becomes an empty module', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const emptyModule = require('./emptyModule.cjs') as () => string;
    expect(emptyModule().trim()).toBe('export {};');
  });
});
