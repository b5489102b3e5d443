/**
 * Colours of highlighted code (Prism), light and dark. They keep the hues of
 * prism-react-renderer's `github` and `dracula` themes, with every token
 * colour moved until it reaches a contrast of at least 4.5:1 (WCAG AA) on
 * the code background and on a highlighted line (scripts/lib/contrast.test.ts
 * checks it; axe checks the pages in tests/e2e/a11y.test.ts).
 */
import type {PrismTheme} from 'prism-react-renderer';

/**
 * Background of a highlighted line (`// highlight-next-line`), laid over the
 * code background; custom.css sets `--docusaurus-highlighted-code-line-bg`
 * to these values.
 */
export const HIGHLIGHTED_LINE_BG = {
  light: 'rgba(0, 0, 0, 0.08)',
  dark: 'rgba(0, 0, 0, 0.3)',
} as const;

export const CODE_THEME_LIGHT: PrismTheme = {
  plain: {color: '#393a34', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#656556', fontStyle: 'italic'},
    },
    {types: ['string', 'attr-value'], style: {color: '#c40f5d'}},
    {types: ['punctuation', 'operator'], style: {color: '#393a34'}},
    {
      types: [
        'entity',
        'url',
        'symbol',
        'number',
        'boolean',
        'variable',
        'constant',
        'property',
        'regex',
        'inserted',
      ],
      style: {color: '#236e6d'},
    },
    {
      types: ['atrule', 'keyword', 'attr-name', 'selector'],
      style: {color: '#006b8e'},
    },
    {types: ['function', 'deleted', 'tag'], style: {color: '#bf2735'}},
    {types: ['function-variable'], style: {color: '#6f42c1'}},
    {types: ['tag', 'selector', 'keyword'], style: {color: '#00009f'}},
  ],
};

export const CODE_THEME_DARK: PrismTheme = {
  plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
  styles: [
    {types: ['prolog', 'constant', 'builtin'], style: {color: '#bd93f9'}},
    {types: ['inserted', 'function'], style: {color: '#50fa7b'}},
    {types: ['deleted'], style: {color: '#ff5858'}},
    {types: ['changed'], style: {color: '#ffb86c'}},
    {types: ['punctuation', 'symbol'], style: {color: '#f8f8f2'}},
    {types: ['string', 'char', 'tag', 'selector'], style: {color: '#ff79c6'}},
    {
      types: ['keyword', 'variable'],
      style: {color: '#bd93f9', fontStyle: 'italic'},
    },
    {types: ['comment'], style: {color: '#8692b9'}},
    {types: ['attr-name'], style: {color: '#f1fa8c'}},
  ],
};
