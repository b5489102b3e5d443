import {
  canMatch,
  criticalCssOf,
  emptyInventory,
  frameOf,
  selectorNeeds,
  STYLESHEET_LINK,
  stylesheetLinks,
  takeInventory,
  type Inventory,
} from './criticalCss';

function inventoryOf(html: string): Inventory {
  const inventory = emptyInventory();
  takeInventory(html, inventory);
  return inventory;
}

describe('selectorNeeds', () => {
  it('requires the classes, ids and elements of each selector of a list', () => {
    expect(selectorNeeds('nav.navbar > a#top, .menu__link')).toEqual([
      {classes: ['navbar'], ids: ['top'], tags: ['nav', 'a']},
      {classes: ['menu__link'], ids: [], tags: []},
    ]);
  });

  it('requires nothing inside pseudo-classes, nor attributes', () => {
    expect(
      selectorNeeds(
        "html[data-theme='dark'] .card:not(.shadow):is(.a, .b):has(> img)::before",
      ),
    ).toEqual([{classes: ['card'], ids: [], tags: ['html']}]);
    expect(selectorNeeds(':root, *, ::selection')).toEqual([
      {classes: [], ids: [], tags: []},
      {classes: [], ids: [], tags: []},
      {classes: [], ids: [], tags: []},
    ]);
  });

  it('requires no escaped name, which the HTML spells otherwise', () => {
    expect(selectorNeeds('.\\!hidden .note')).toEqual([
      {classes: ['note'], ids: [], tags: []},
    ]);
  });
});

describe('takeInventory and canMatch', () => {
  const page = inventoryOf(
    '<html lang="en" class="plugin-docs docs-wrapper"><body><nav class="navbar  navbar--fixed-top" id="main"><a href="/" class="brand">Home</a></nav><svg><foreignObject></foreignObject></svg><p class="a&amp;b">x</p><hr/><br/></body></html>',
  );

  it('collects the classes, ids and elements of every tag', () => {
    expect([...page.classes].sort()).toEqual(
      [
        'a&b',
        'brand',
        'docs-wrapper',
        'navbar',
        'navbar--fixed-top',
        'plugin-docs',
      ].sort(),
    );
    expect([...page.ids]).toEqual(['main']);
    expect(page.tags).toEqual(
      new Set([
        'html',
        'body',
        'nav',
        'a',
        'svg',
        'foreignobject',
        'p',
        'hr',
        'br',
      ]),
    );
  });

  it('matches only when every need is there', () => {
    const [navLink] = selectorNeeds('.navbar a.brand');
    const [menu] = selectorNeeds('.navbar .menu');
    const [table] = selectorNeeds('table td');
    expect(canMatch(navLink!, page)).toBe(true);
    expect(canMatch(menu!, page)).toBe(false);
    expect(canMatch(table!, page)).toBe(false);
  });
});

describe('criticalCssOf', () => {
  const css = [
    ':root{--c:red}',
    '@font-face{font-family:X;src:url(x.woff2)}',
    '.navbar{color:var(--c)}',
    '.menu{color:blue}',
    '.menu,.brand{margin:0}',
    '@media (max-width:996px){.menu{display:none}.navbar{height:3rem}}',
    '@media print{@supports (display:grid){.menu{display:grid}}}',
    '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
    "html[data-theme='dark'] .navbar:hover{color:white}",
  ].join('');
  const page = inventoryOf(
    '<html><nav class="navbar"><a class="brand"></a></nav></html>',
  );

  it('keeps what the page can use, in the same order', () => {
    expect(criticalCssOf(css)(page)).toBe(
      [
        ':root{--c:red}',
        '@font-face{font-family:X;src:url(x.woff2)}',
        '.navbar{color:var(--c)}',
        '.menu,.brand{margin:0}',
        '@media (max-width:996px){.navbar{height:3rem}}',
        '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
        "html[data-theme='dark'] .navbar:hover{color:white}",
      ].join(''),
    );
  });

  it('keeps everything for a page that has it all', () => {
    const everything = inventoryOf(
      '<html><nav class="navbar menu brand"></nav></html>',
    );
    expect(criticalCssOf(css)(everything)).toBe(css);
  });
  it('cuts one parse for several inventories, each from the whole', () => {
    const cut = criticalCssOf(css);
    const narrow = cut(page);
    const everything = inventoryOf(
      '<html><nav class="navbar menu brand"></nav></html>',
    );
    expect(cut(everything)).toBe(css);
    expect(cut(page)).toBe(narrow);
  });
});

describe('frameOf', () => {
  it('names the plugin that rendered the page', () => {
    expect(
      frameOf(
        '<html lang="en" class="docs-wrapper plugin-docs plugin-id-default">',
      ),
    ).toBe('docs');
    expect(
      frameOf('<html class="blog-wrapper plugin-blog plugin-id-default">'),
    ).toBe('blog');
    expect(
      frameOf(
        '<html class="plugin-@easyops-cn/docusaurus-search-local plugin-id-default">',
      ),
    ).toBe('easyops-cn-docusaurus-search-local');
    expect(frameOf('<html lang="en">')).toBe('page');
  });
});

describe('stylesheet links', () => {
  it('finds the link Docusaurus writes and replaces it with three', () => {
    const head =
      '<head><link rel="stylesheet" href="/zh/assets/css/styles.5acc7301.css" /></head>';
    expect(STYLESHEET_LINK.exec(head)?.[1]).toBe(
      '/zh/assets/css/styles.5acc7301.css',
    );
    const links = stylesheetLinks(
      '/zh/assets/css/critical-docs.1.css',
      '/zh/assets/css/styles.5acc7301.css',
    );
    expect(links).toMatch(
      /^<link rel="stylesheet" href="\/zh\/assets\/css\/critical-docs\.1\.css">/,
    );
    expect(links).toContain('media="print" onload="this.media=\'all\'"');
    expect(links).toMatch(
      /<noscript><link rel="stylesheet" href="\/zh\/assets\/css\/styles\.5acc7301\.css"><\/noscript>$/,
    );
  });
});
