/** Every attribute under `root` that could run code: event handlers and script URLs. */
export function activeAttributes(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      const isHandler = name.toLowerCase().startsWith('on');
      const isScriptUrl = /^\s*(?:javascript|vbscript|data:text\/html)/i.test(
        value.replace(/[\s\p{Cc}]/gu, ''),
      );
      if (isHandler || (isScriptUrl && name !== 'aria-label'))
        found.push(`<${element.tagName} ${name}="${value}">`);
    }
  }
  return found;
}
