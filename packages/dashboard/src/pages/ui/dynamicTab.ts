/** A tab a visitor added through the dynamic-tab dialog. */
export interface DynamicTab {
  key: string;
  title: string;
  content: string;
}

/**
 * The tab the dialog adds as tab number `number`: a blank title becomes "Tab N" and blank content
 * "Tab N content.", so a visitor who just presses Add still gets a tab they can tell apart. Text is kept as
 * typed (only blankness is judged on the trimmed text), so whatever was entered shows literally.
 */
export function newDynamicTab(number: number, title: string, content: string): DynamicTab {
  const name = `Tab ${number}`;
  return {
    key: `dynamic-tab-${number}`,
    title: title.trim() === '' ? name : title,
    content: content.trim() === '' ? `${name} content.` : content,
  };
}
