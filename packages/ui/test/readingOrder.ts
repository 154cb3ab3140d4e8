/** Where on screen (left edge, in px) the first occurrence of `text` inside `element` is drawn. */
export function screenLeftOf(element: Element, text: string): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`"${text}" is not in the element`);
}

/** Whether `first` is drawn left of `then` inside `element`, as left-to-right text reads. */
export function readsLeftToRight(element: Element, first: string, then: string): boolean {
  return screenLeftOf(element, first) < screenLeftOf(element, then);
}
