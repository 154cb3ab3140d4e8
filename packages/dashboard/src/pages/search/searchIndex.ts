/** One searchable thing: a dashboard page or an activity (message, notification, task). */
export interface SearchDocument {
  /** Unique among all documents. */
  id: string;
  /** What it is: `page` or an activity type such as `messages`; the results are filtered by it. */
  kind: string;
  title: string;
  /** Longer text the snippet is cut from; may be empty. */
  body: string;
  /** Breadcrumb-like path shown under the title, e.g. `['Home', 'Miscellaneous', 'Blank Page']`. */
  trail: readonly string[];
  /** Further words a query may match (e.g. the menu group or the activity type), after title and body. */
  keywords: readonly string[];
  /** Where the title links to; unlinked when omitted. */
  href?: string;
  /** Short extra line such as a time or a progress, not searched. */
  meta?: string;
}

/** A run of text, marked when it matches a query word. */
export interface TextSegment {
  text: string;
  isMatch: boolean;
}

/** A cut of a longer text around its first match, with ellipses where it was cut. */
export interface Snippet {
  segments: TextSegment[];
  isCutAtStart: boolean;
  isCutAtEnd: boolean;
}

/** A document that matched every query word, with its highlighted parts. */
export interface SearchHit {
  document: SearchDocument;
  title: TextSegment[];
  trail: TextSegment[][];
  snippet: Snippet;
}

interface FoldedText {
  /** Lower case, without accents. */
  folded: string;
  /** For each folded code unit, the source range it came from. */
  starts: number[];
  ends: number[];
}

const combiningMarks = /\p{M}/gu;

function foldCharacter(character: string): string {
  // Lower-casing can bring marks back (e.g. "İ" becomes "i" + a dot), so marks are stripped after it too.
  return character.normalize('NFD').replace(combiningMarks, '').toLowerCase().replace(combiningMarks, '');
}

/** Folds text for matching, remembering where each folded character came from so matches map back. */
function foldWithMap(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of text) {
    const end = index + character.length;
    const piece = foldCharacter(character);
    if (piece.length === 0 && ends.length > 0) {
      // A lone combining mark belongs to the letter before it: a highlight must not split them.
      const owner = ends[ends.length - 1]!;
      for (let back = ends.length - 1; back >= 0 && ends[back] === owner; back -= 1) ends[back] = end;
    }
    for (let unit = 0; unit < piece.length; unit += 1) {
      starts.push(index);
      ends.push(end);
    }
    folded += piece;
    index = end;
  }
  return { folded, starts, ends };
}

/** Lower case without accents, so "Tomás" and "tomas" compare equal. */
export function foldText(text: string): string {
  return foldWithMap(text).folded;
}

/** The distinct words of a query, folded; punctuation and spaces separate words. */
export function tokenize(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** Source ranges `[start, end)` of every occurrence of any of `words` in `text`, sorted and merged. */
export function matchRanges(text: string, words: readonly string[]): Array<[number, number]> {
  const { folded, starts, ends } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    if (word.length === 0) continue;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      ranges.push([starts[at]!, ends[at + word.length - 1]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Splits `text` into plain and matching runs; joined back together they give `text` exactly. */
export function highlightSegments(text: string, words: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const [start, end] of matchRanges(text, words)) {
    if (start > position) segments.push({ text: text.slice(position, start), isMatch: false });
    segments.push({ text: text.slice(start, end), isMatch: true });
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), isMatch: false });
  return segments;
}

/** Characters of context kept on each side of the first match in a snippet. */
export const snippetContext = 60;

/**
 * The part of `text` around its first match (or its start when nothing matches), cut at spaces so words stay
 * whole, with the matches highlighted.
 */
export function snippetOf(text: string, words: readonly string[], context = snippetContext): Snippet {
  const [first] = matchRanges(text, words);
  const [matchStart, matchEnd] = first ?? [0, 0];
  let start = Math.max(0, matchStart - context);
  let end = Math.min(text.length, matchEnd + context + (first ? 0 : context));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < matchStart ? space + 1 : matchStart;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > matchEnd ? space : Math.max(end, matchEnd);
  }
  const cut = text.slice(start, end);
  return {
    segments: highlightSegments(cut, words),
    isCutAtStart: start > 0,
    isCutAtEnd: end < text.length,
  };
}

interface Ranked {
  hit: SearchHit;
  tier: number;
  position: number;
  order: number;
}

/**
 * Documents containing every word of `query` (in title, body or keywords, ignoring case and accents), best
 * first: all words in the title, then some in the title, then none; within a tier, the earlier the first match
 * the better; ties keep the documents' order. An empty query finds nothing.
 */
export function searchDocuments(documents: readonly SearchDocument[], query: string): SearchHit[] {
  const words = tokenize(query);
  if (words.length === 0) return [];
  const ranked: Ranked[] = [];
  documents.forEach((document, order) => {
    const title = foldText(document.title);
    const body = foldText(document.body);
    const keywords = document.keywords.map(foldText);
    const inTitle = words.filter((word) => title.includes(word));
    const isFound = words.every(
      (word) =>
        title.includes(word) || body.includes(word) || keywords.some((keyword) => keyword.includes(word)),
    );
    if (!isFound) return;
    const tier = inTitle.length === words.length ? 0 : inTitle.length > 0 ? 1 : 2;
    const searched = tier < 2 ? title : body;
    const positions = words.map((word) => searched.indexOf(word)).filter((at) => at !== -1);
    ranked.push({
      tier,
      position: positions.length > 0 ? Math.min(...positions) : Number.MAX_SAFE_INTEGER,
      order,
      hit: {
        document,
        title: highlightSegments(document.title, words),
        trail: document.trail.map((crumb) => highlightSegments(crumb, words)),
        snippet: snippetOf(document.body, words),
      },
    });
  });
  ranked.sort((a, b) => a.tier - b.tier || a.position - b.position || a.order - b.order);
  return ranked.map((entry) => entry.hit);
}

/** How many hits there are of each kind. */
export function countByKind(hits: readonly SearchHit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit.document.kind, (counts.get(hit.document.kind) ?? 0) + 1);
  return counts;
}
