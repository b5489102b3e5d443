import {
  compactSearchIndex,
  identifierAt,
  isIdentifier,
  type IndexPart,
  type SerializedIndex,
} from './compactIndex';

/** A tiny lunr-like index over field `t`: term → ref → positions. */
function part(
  documents: IndexPart['documents'],
  terms: Record<string, Record<string, [number, number][]>>,
): IndexPart {
  const names = Object.keys(terms).sort();
  const invertedIndex: SerializedIndex['invertedIndex'] = names.map(
    (term, number) => [
      term,
      {
        _index: number,
        t: Object.fromEntries(
          Object.entries(terms[term] ?? {}).map(([ref, position]) => [
            ref,
            {position},
          ]),
        ),
      },
    ],
  );
  const fieldVectors: SerializedIndex['fieldVectors'] = documents.map((doc) => [
    `t/${doc.i}`,
    names.flatMap((term, number) =>
      terms[term]?.[String(doc.i)] ? [number, 1.234] : [],
    ),
  ]);
  return {
    documents,
    index: {
      version: '2.3.9',
      fields: ['t'],
      fieldVectors,
      invertedIndex,
      pipeline: ['stemmer'],
    },
  };
}

const empty = part([], {});
const title = part([{i: 1, t: 'circle', u: '/circle'}], {
  circle: {'1': [[0, 6]]},
});

// One page, two sections; the lead is the first 20 columns.
const text1 = 'circle adds a disc. Later the draw_bg field is set.';
const text2 = 'Another section uses draw_bg and PortalList. 中文';
const content = part(
  [
    {i: 2, t: text1, u: '/circle', h: '#a', p: 1, s: 'A'},
    {i: 3, t: text2, u: '/circle', h: '#b', p: 1, s: 'B'},
  ],
  {
    circle: {'2': [[0, 6]]},
    disc: {'2': [[14, 4]]},
    later: {'2': [[20, 5]]},
    draw_bg: {'2': [[30, 7]], '3': [[21, 7]]},
    portallist: {'3': [[33, 10]]},
    another: {'3': [[0, 7]]},
    中: {'3': [[45, 1]]},
  },
);

function compact() {
  return compactSearchIndex([title, empty, empty, empty, content], {
    leadColumns: 20,
    scoreDecimals: 1,
  });
}

function postings(result: IndexPart): Record<string, string[]> {
  return Object.fromEntries(
    result.index.invertedIndex.map(([term, posting]) => [
      term,
      Object.keys(posting.t as object),
    ]),
  );
}

describe('search index compaction', () => {
  it('recognises code identifiers', () => {
    expect(isIdentifier('draw_bg')).toBe(true);
    expect(isIdentifier('PortalList')).toBe(true);
    expect(isIdentifier('live_design!')).toBe(true);
    expect(isIdentifier('Cx::new')).toBe(true);
    expect(isIdentifier('Makepad')).toBe(false);
    expect(isIdentifier('layout')).toBe(false);
    expect(identifierAt('use draw_bg here', 9)).toBe('draw_bg');
    expect(identifierAt('use draw bg here', 9)).toBeUndefined();
  });

  it('keeps titles, headings and descriptions whole, without positions', () => {
    const [titles] = compact();
    expect(titles?.documents).toEqual(title.documents);
    expect(postings(titles!)).toEqual({circle: ['1']});
    expect(titles?.index.invertedIndex[0]?.[1].t).toEqual({'1': {}});
  });

  it("keeps a section's lead and the identifiers it mentions", () => {
    const result = compact()[4]!;
    expect(postings(result)).toEqual({
      another: ['3'], // in the lead of section 3
      circle: ['2'],
      disc: ['2'],
      draw_bg: ['2'], // identifier: only its first section of the page
      portallist: ['3'],
    });
    // `later` (after the lead, not code) and `中` (one CJK character) left.
    expect(result.documents.map((doc) => doc.t)).toEqual([
      'circle adds a disc.…',
      'Another section uses…',
    ]);
  });

  it('keeps the index loadable: terms renumbered in order, vectors sorted', () => {
    const result = compact()[4]!;
    result.index.invertedIndex.forEach(([, posting], number) =>
      expect(posting._index).toBe(number),
    );
    const names = result.index.invertedIndex.map(([term]) => term);
    expect([...names].sort()).toEqual(names);
    const vectors = Object.fromEntries(result.index.fieldVectors);
    expect(vectors['t/2']).toEqual([1, 1.2, 2, 1.2, 3, 1.2]);
    expect(vectors['t/3']).toEqual([0, 1.2, 4, 1.2]);
    // Every vector element has its posting and the reverse.
    for (const [fieldRef, elements] of result.index.fieldVectors) {
      const ref = fieldRef.slice(2);
      for (let i = 0; i < elements.length; i += 2) {
        const posting = result.index.invertedIndex[elements[i]!]?.[1];
        expect(Object.keys(posting?.t as object)).toContain(ref);
      }
    }
  });
});
