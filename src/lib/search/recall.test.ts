import {
  decodeEntities,
  pageProse,
  recallSample,
  seededRandom,
  type PageProse,
} from './recall';

const HTML = `<html><body>
<nav><p>Navbar text that is not prose</p></nav>
<main><article>
<h1>Turtle Layout</h1>
<p>The first paragraph of the page is an introduction.</p>
<p>A deferred child waits for its parent &amp; then it draws with <code>draw_walk</code> inside.</p>
<div class="theme-code-block"><pre><code>let hidden_code = 1;</code></pre></div>
<div data-search-ignore=""><p>Ignored list of links here.</p></div>
<h2 id="walk">Walk</h2>
<p>The walk is first here.</p>
<p>Second paragraph<br/>after a break.</p>
<h2 class="anchor" id="related">Related</h2>
<p>After related nothing counts.</p>
</article></main>
<footer><p>Footer text</p></footer>
</body></html>`;

describe('page prose', () => {
  const prose = pageProse(HTML);

  it('keeps paragraphs of <main> that are not the first of their section', () => {
    expect(prose.paragraphs).toEqual([
      'A deferred child waits for its parent & then it draws with \u0000 inside.',
      'Second paragraph after a break.',
    ]);
  });

  it('reads the text the index reads: no code blocks, ignored parts, navigation or closing list', () => {
    expect(prose.text).toContain('Turtle Layout');
    expect(prose.text).toContain('draw_walk');
    for (const gone of [
      'hidden_code',
      'Ignored',
      'Navbar',
      'Footer',
      'After related',
    ]) {
      expect(prose.text).not.toContain(gone);
    }
  });

  it('decodes entities', () => {
    expect(decodeEntities('a &lt;b&gt; &#39;c&#x27; &amp;amp; &unknown;')).toBe(
      "a <b> 'c' &amp; &unknown;",
    );
  });
});

describe('recall sample', () => {
  const stop = (word: string) =>
    ['the', 'a', 'for', 'its', 'it', 'with'].includes(word);
  const page = (
    url: string,
    paragraphs: string[],
  ): {url: string; prose: PageProse} => ({
    url,
    prose: {paragraphs, text: paragraphs.join(' ')},
  });
  const pages = [
    page('/a', [
      'one two three four five six seven eight nine ten eleven twelve',
      'shared words here shared words here shared words here',
    ]),
    page('/b', ['shared words here shared words here shared words here']),
    page('/c', ['shared words here shared words here shared words here']),
  ];

  it('is deterministic and takes phrases from the middle of paragraphs', () => {
    const options = {count: 5, seed: 7, maxPages: 1, isStopWord: stop};
    const first = recallSample(pages, options);
    expect(recallSample(pages, options)).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    for (const {query, url} of first) {
      expect(url).toBe('/a');
      expect(query.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(query).not.toMatch(/\b(one|two|twelve)\b/);
    }
  });

  it('leaves out phrases that too many pages share, and stop words at the ends', () => {
    const sample = recallSample(pages, {
      count: 50,
      seed: 1,
      maxPages: 2,
      isStopWord: stop,
    });
    expect(sample.every(({query}) => !query.includes('shared'))).toBe(true);
    const ends = recallSample(
      [
        page('/d', [
          'alpha beta the gamma delta for epsilon zeta its eta theta iota',
        ]),
      ],
      {count: 50, seed: 1, maxPages: 1, isStopWord: stop},
    );
    for (const {query} of ends) {
      const words = query.split(' ');
      expect(stop(words[0] ?? '')).toBe(false);
      expect(stop(words[words.length - 1] ?? '')).toBe(false);
    }
  });

  it('samples Chinese as dictionary words', () => {
    const cut = (run: string) => run.match(/../g) ?? [run];
    const sample = recallSample(
      [page('/zh/a', ['海龟布局延后绘制子元素尺寸确定之后'])],
      {count: 3, seed: 3, maxPages: 1, isStopWord: stop, cut},
    );
    expect(sample.length).toBeGreaterThan(0);
    for (const {query} of sample) {
      expect([4, 6]).toContain(query.length);
    }
  });

  it('draws numbers in [0, 1)', () => {
    const random = seededRandom(42);
    const values = Array.from({length: 1000}, random);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
