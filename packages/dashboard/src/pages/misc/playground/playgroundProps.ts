/** A prop the playground edits: its name, the control that edits it and the value it starts from. */
export type PlaygroundProp =
  | { name: string; kind: 'text'; initial: string }
  | { name: string; kind: 'boolean'; initial: boolean }
  | { name: string; kind: 'enum'; options: readonly string[]; initial: string }
  | { name: string; kind: 'number'; initial: number; min: number; max: number; step?: number };

/** The current value of each prop, by name. */
export type PlaygroundValues = Record<string, string | boolean | number>;

/** The values every prop starts from. */
export function initialValues(props: readonly PlaygroundProp[]): PlaygroundValues {
  return Object.fromEntries(props.map((prop) => [prop.name, prop.initial]));
}

// A string attribute needs braces once it holds a character that would end or escape the quotes.
const attributeValue = (text: string) =>
  /["\\{}<>\n]/.test(text) ? `{${JSON.stringify(text)}}` : `"${text}"`;
// Text between tags needs braces where JSX would read it as markup or an expression.
const childText = (text: string) => (/[{}<>]/.test(text) ? `{${JSON.stringify(text)}}` : text);

const maxLineLength = 80;

/**
 * The JSX that draws `component` with `values`: true booleans as bare attributes, false ones and empty texts
 * left out, numbers in braces, and the `children` prop, when there is one, between the tags.
 */
export function jsxSource(
  component: string,
  props: readonly PlaygroundProp[],
  values: PlaygroundValues,
): string {
  const attributes: string[] = [];
  let children = '';
  for (const prop of props) {
    const value = values[prop.name] ?? prop.initial;
    if (prop.name === 'children') children = String(value);
    else if (value === true) attributes.push(prop.name);
    else if (typeof value === 'number') attributes.push(`${prop.name}={${value}}`);
    else if (typeof value === 'string' && value !== '')
      attributes.push(`${prop.name}=${attributeValue(value)}`);
  }
  const oneLine = [component, ...attributes].join(' ');
  const text = childText(children);
  if (`<${oneLine}>${text}</${component}>`.length <= maxLineLength)
    return children ? `<${oneLine}>${text}</${component}>` : `<${oneLine} />`;
  // Too long for a line: one attribute a line, as a formatter would lay it out.
  const opening = [`<${component}`, ...attributes.map((attribute) => `  ${attribute}`)].join('\n');
  return children ? `${opening}\n>\n  ${text}\n</${component}>` : `${opening}\n/>`;
}
