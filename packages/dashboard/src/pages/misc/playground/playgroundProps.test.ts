import { describe, expect, it } from 'vitest';
import { initialValues, jsxSource, type PlaygroundProp } from './playgroundProps';

const props: PlaygroundProp[] = [
  { name: 'children', kind: 'text', initial: 'Save' },
  { name: 'variant', kind: 'enum', options: ['default', 'primary'], initial: 'primary' },
  { name: 'isDisabled', kind: 'boolean', initial: false },
  { name: 'count', kind: 'number', initial: 3, min: 0, max: 9 },
];

describe('jsxSource', () => {
  it('writes strings quoted, numbers in braces, true booleans bare and children between the tags', () => {
    const values = { ...initialValues(props), isDisabled: true };
    expect(jsxSource('Button', props, values)).toBe(
      '<Button variant="primary" isDisabled count={3}>Save</Button>',
    );
  });

  it('leaves out false booleans and empty texts, and closes itself without children', () => {
    expect(jsxSource('Badge', props, { children: '', variant: '', isDisabled: false, count: 0 })).toBe(
      '<Badge count={0} />',
    );
  });

  it('puts text that would break the markup in braces, escaped', () => {
    const source = jsxSource('Button', props, {
      ...initialValues(props),
      children: 'a < b',
      variant: 'say "hi"',
    });
    expect(source).toBe('<Button variant={"say \\"hi\\""} count={3}>{"a < b"}</Button>');
  });

  it('lays a long tag out one attribute a line', () => {
    const long = 'A label long enough to push the tag past the width of one line of code';
    expect(jsxSource('Button', props, { ...initialValues(props), variant: long })).toBe(
      `<Button\n  variant="${long}"\n  count={3}\n>\n  Save\n</Button>`,
    );
  });
});
