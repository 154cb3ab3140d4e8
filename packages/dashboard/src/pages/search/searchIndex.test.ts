import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countByKind,
  foldText,
  highlightSegments,
  matchRanges,
  searchDocuments,
  snippetOf,
  tokenize,
  type SearchDocument,
  type TextSegment,
} from './searchIndex';

const joined = (segments: readonly TextSegment[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: readonly TextSegment[]) =>
  segments.filter((segment) => segment.isMatch).map((segment) => segment.text);

function doc(id: string, title: string, body = '', keywords: string[] = []): SearchDocument {
  return { id, kind: id.startsWith('p') ? 'page' : 'messages', title, body, trail: [], keywords };
}

// Text mixing plain letters, accented letters (precomposed and decomposed), capitals and punctuation.
const textArb = fc.string({
  unit: fc.constantFrom('a', 'b', 'e', 'é', 'e\u0301', 'E', 'É', 'ö', ' ', '-', '.', 'İ', 'ß', '😀'),
  maxLength: 40,
});
const wordArb = fc.string({ unit: fc.constantFrom('a', 'b', 'e', 'o', 'i'), minLength: 1, maxLength: 3 });

describe('foldText', () => {
  it('ignores case and accents, precomposed or not', () => {
    expect(foldText('Tomás RIVERA')).toBe('tomas rivera');
    expect(foldText('Cafe\u0301')).toBe('cafe');
    expect(foldText('Ärger über Öl')).toBe('arger uber ol');
  });
});

describe('tokenize', () => {
  it('splits on spaces and punctuation, folds and drops repeats', () => {
    expect(tokenize('  App-Layout, app  Déjà ')).toEqual(['app', 'layout', 'deja']);
  });

  it('finds no words in blank or punctuation-only queries', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' ,.;- ')).toEqual([]);
  });

  it('gives folded, non-empty, distinct words made of letters and digits', () => {
    fc.assert(
      fc.property(textArb, (query) => {
        const words = tokenize(query);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) {
          expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
          expect(foldText(word)).toBe(word);
        }
      }),
    );
  });
});

describe('highlightSegments', () => {
  it('marks every occurrence, whatever the case or accents', () => {
    const segments = highlightSegments('Tomás said: TOMAS!', ['tomas']);
    expect(marked(segments)).toEqual(['Tomás', 'TOMAS']);
  });

  it('merges overlapping and touching matches into one mark', () => {
    expect(highlightSegments('application', ['app', 'plica'])).toEqual([
      { text: 'applica', isMatch: true },
      { text: 'tion', isMatch: false },
    ]);
  });

  it('keeps a decomposed accent inside the mark of its letter', () => {
    expect(marked(highlightSegments('cafe\u0301 au lait', ['cafe']))).toEqual(['cafe\u0301']);
  });

  it('always joins back to the original text, with no empty runs and no two marks side by side', () => {
    fc.assert(
      fc.property(textArb, fc.array(wordArb, { maxLength: 3 }), (text, words) => {
        const segments = highlightSegments(text, words);
        expect(joined(segments)).toBe(text);
        for (const [index, segment] of segments.entries()) {
          expect(segment.text.length).toBeGreaterThan(0);
          if (index > 0) expect(segment.isMatch && segments[index - 1]!.isMatch).toBe(false);
        }
      }),
    );
  });

  it('marks only text that folds to contain a query word', () => {
    fc.assert(
      fc.property(textArb, fc.array(wordArb, { maxLength: 3 }), (text, words) => {
        for (const mark of marked(highlightSegments(text, words))) {
          expect(words.some((word) => foldText(mark).includes(word))).toBe(true);
        }
      }),
    );
  });

  it('leaves nothing unmarked that contains a query word', () => {
    fc.assert(
      fc.property(textArb, fc.array(wordArb, { maxLength: 3 }), (text, words) => {
        for (const segment of highlightSegments(text, words)) {
          if (segment.isMatch) continue;
          expect(words.some((word) => foldText(segment.text).includes(word))).toBe(false);
        }
      }),
    );
  });
});

describe('matchRanges', () => {
  it('gives sorted, disjoint ranges inside the text', () => {
    fc.assert(
      fc.property(textArb, fc.array(wordArb, { maxLength: 3 }), (text, words) => {
        let previousEnd = -1;
        for (const [start, end] of matchRanges(text, words)) {
          expect(start).toBeGreaterThan(previousEnd);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(text.length);
          previousEnd = end;
        }
      }),
    );
  });
});

describe('snippetOf', () => {
  const body =
    'Our quarterly planning starts next week. Please bring the numbers for revenue and the new hiring plan ' +
    'so that the board sees one consistent picture of where we stand today.';

  it('cuts around the first match at word boundaries, with ellipses where it cut', () => {
    const snippet = snippetOf(body, ['hiring'], 20);
    expect(joined(snippet.segments)).toBe('and the new hiring plan so that the');
    expect(marked(snippet.segments)).toEqual(['hiring']);
    expect(snippet.isCutAtStart).toBe(true);
    expect(snippet.isCutAtEnd).toBe(true);
  });

  it('keeps a short text whole', () => {
    const snippet = snippetOf('Backup finished', ['backup']);
    expect(snippet).toEqual({
      segments: [
        { text: 'Backup', isMatch: true },
        { text: ' finished', isMatch: false },
      ],
      isCutAtStart: false,
      isCutAtEnd: false,
    });
  });

  it('starts at the beginning when nothing matches', () => {
    const snippet = snippetOf(body, ['zebra'], 20);
    expect(snippet.isCutAtStart).toBe(false);
    expect(body.startsWith(joined(snippet.segments))).toBe(true);
  });

  it('is always a piece of the text that keeps the first match, flagged where cut', () => {
    fc.assert(
      fc.property(textArb, fc.array(wordArb, { maxLength: 2 }), fc.nat(30), (text, words, context) => {
        const snippet = snippetOf(text, words, context);
        const piece = joined(snippet.segments);
        expect(text.includes(piece)).toBe(true);
        const [first] = matchRanges(text, words);
        if (first) expect(piece.includes(text.slice(first[0], first[1]))).toBe(true);
        if (!snippet.isCutAtStart && !snippet.isCutAtEnd) expect(piece).toBe(text);
      }),
    );
  });
});

describe('searchDocuments', () => {
  const documents = [
    doc('m1', 'Weekly report', 'The layout of the app changed.'),
    doc('p1', 'App Layouts', '', ['Atrium Intel']),
    doc('p2', 'App Layout', '', ['Atrium Intel']),
    doc('m2', 'Layout review', 'Please check the app.'),
    doc('p3', 'Blank Page', '', ['Miscellaneous']),
  ];
  const ids = (query: string) => searchDocuments(documents, query).map((hit) => hit.document.id);

  it('needs every word of the query, in any field', () => {
    expect(ids('layout app')).toEqual(['p1', 'p2', 'm2', 'm1']);
    expect(ids('blank misc')).toEqual(['p3']);
    expect(ids('blank report')).toEqual([]);
  });

  it('ranks title matches first, then by where the first match is', () => {
    expect(ids('layout')).toEqual(['m2', 'p1', 'p2', 'm1']);
  });

  it('ignores case and accents in both query and text', () => {
    expect(ids('LÄYOUT rèview')).toEqual(['m2']);
  });

  it('finds nothing for an empty query', () => {
    expect(ids('   ')).toEqual([]);
  });

  it('highlights title, trail and snippet', () => {
    const [hit] = searchDocuments(
      [{ ...doc('m1', 'Tomás Rivera', 'Thanks, Tomás!', ['Messages']), trail: ['Home', 'Messages'] }],
      'tomas messages',
    );
    expect(marked(hit!.title)).toEqual(['Tomás']);
    expect(hit!.trail.map(marked)).toEqual([[], ['Messages']]);
    expect(marked(hit!.snippet.segments)).toEqual(['Tomás']);
  });

  it('returns only documents that contain every query word, each once', () => {
    fc.assert(
      fc.property(fc.array(textArb, { maxLength: 8 }), textArb, (titles, query) => {
        const corpus = titles.map((title, index) => doc(`m${index}`, title));
        const hits = searchDocuments(corpus, query);
        const words = tokenize(query);
        expect(new Set(hits.map((hit) => hit.document.id)).size).toBe(hits.length);
        for (const hit of hits) {
          expect(words.every((word) => foldText(hit.document.title).includes(word))).toBe(true);
        }
        const expected = corpus.filter(
          (candidate) => words.length > 0 && words.every((word) => foldText(candidate.title).includes(word)),
        );
        expect(hits).toHaveLength(expected.length);
      }),
    );
  });

  it('counts hits per kind', () => {
    expect(countByKind(searchDocuments(documents, 'layout'))).toEqual(
      new Map([
        ['messages', 2],
        ['page', 2],
      ]),
    );
  });
});
