import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatBoxMetrics,
  chatBoxOffset,
  closeChatBox,
  emptyChatBoxLayout,
  hideChatBox,
  openChatBox,
  placeChatBoxes,
  showChatBox,
  toggleChatBox,
  type ChatBoxLayout,
} from './chatBoxLayout';

const ids = (layout: ChatBoxLayout) => layout.shown.map((entry) => entry.id);
const offsets = (layout: ChatBoxLayout) => placeChatBoxes(layout).map((box) => box.offset);

const operations = { open: openChatBox, close: closeChatBox, hide: hideChatBox, show: showChatBox };
const operationArbitrary = fc.record({
  kind: fc.constantFrom(...(Object.keys(operations) as (keyof typeof operations)[])),
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
});

function run(steps: { kind: keyof typeof operations; id: string }[]) {
  return steps.reduce((layout, step) => operations[step.kind](layout, step.id), emptyChatBoxLayout);
}

describe('chatBoxLayout', () => {
  it('places the first box past the widget and a gap, then one width plus gap apart (spec §9)', () => {
    let layout = openChatBox(emptyChatBoxLayout, 'a');
    layout = openChatBox(layout, 'b');
    layout = openChatBox(layout, 'c');
    expect(offsets(layout)).toEqual([335, 570, 805]);
    expect(chatBoxOffset(2, { width: 100, gap: 10, widgetWidth: 0 })).toBe(230);
  });

  it('leaves a box that is already open where it is', () => {
    const layout = openChatBox(openChatBox(emptyChatBoxLayout, 'a'), 'b');
    expect(openChatBox(layout, 'a')).toBe(layout);
  });

  it('shifts the boxes after a closed one by width plus gap, and leaves those before it', () => {
    const layout = ['a', 'b', 'c', 'd'].reduce(openChatBox, emptyChatBoxLayout);
    const closed = closeChatBox(layout, 'b');
    expect(ids(closed)).toEqual(['a', 'c', 'd']);
    const before = placeChatBoxes(layout);
    const after = placeChatBoxes(closed);
    expect(after[0]!.offset).toBe(before[0]!.offset);
    expect(after[1]!.offset).toBe(before[2]!.offset - (chatBoxMetrics.width + chatBoxMetrics.gap));
    expect(after[2]!.offset).toBe(before[3]!.offset - (chatBoxMetrics.width + chatBoxMetrics.gap));
  });

  it('treats closing a box that is not open as a no-op instead of the original alert (spec §8)', () => {
    const layout = ['a', 'b'].reduce(openChatBox, emptyChatBoxLayout);
    expect(closeChatBox(layout, 'missing')).toBe(layout);
    expect(closeChatBox(emptyChatBoxLayout, 'missing')).toBe(emptyChatBoxLayout);
    expect(hideChatBox(layout, 'missing')).toBe(layout);
    expect(toggleChatBox(layout, 'missing')).toBe(layout);
    const twice = closeChatBox(closeChatBox(layout, 'a'), 'a');
    expect(ids(twice)).toEqual(['b']);
  });

  it('reopens a hidden box at the next free offset with its collapsed state', () => {
    let layout = ['a', 'b', 'c'].reduce(openChatBox, emptyChatBoxLayout);
    layout = toggleChatBox(layout, 'a');
    layout = hideChatBox(layout, 'a');
    expect(ids(layout)).toEqual(['b', 'c']);
    expect(layout.hidden).toEqual([{ id: 'a', isCollapsed: true }]);
    layout = showChatBox(layout, 'a');
    expect(placeChatBoxes(layout).at(-1)).toEqual({ id: 'a', isCollapsed: true, offset: chatBoxOffset(2) });
    expect(layout.hidden).toEqual([]);
  });

  it('forgets a closed box: it reopens expanded', () => {
    let layout = toggleChatBox(openChatBox(emptyChatBoxLayout, 'a'), 'a');
    layout = openChatBox(closeChatBox(layout, 'a'), 'a');
    expect(layout.shown).toEqual([{ id: 'a', isCollapsed: false }]);
    expect(showChatBox(closeChatBox(hideChatBox(layout, 'a'), 'a'), 'a').shown).toEqual([]);
  });

  it('toggles the content of one box only', () => {
    const layout = toggleChatBox(['a', 'b'].reduce(openChatBox, emptyChatBoxLayout), 'b');
    expect(layout.shown.map((entry) => entry.isCollapsed)).toEqual([false, true]);
    expect(toggleChatBox(layout, 'b').shown.map((entry) => entry.isCollapsed)).toEqual([false, false]);
  });

  it('keeps boxes packed and apart after any sequence of open, close, hide and show', () => {
    fc.assert(
      fc.property(fc.array(operationArbitrary, { maxLength: 60 }), (steps) => {
        const layout = run(steps);
        const placed = placeChatBoxes(layout);
        expect(placed.map((box) => box.offset)).toEqual(placed.map((_, k) => chatBoxOffset(k)));
        expect(new Set(placed.map((box) => box.id)).size).toBe(placed.length);
        const hiddenIds = layout.hidden.map((entry) => entry.id);
        expect(new Set(hiddenIds).size).toBe(hiddenIds.length);
        expect(hiddenIds.filter((id) => ids(layout).includes(id))).toEqual([]);
        // Neighbours are exactly one box width plus a gap apart, so no two boxes overlap.
        for (let k = 1; k < placed.length; k += 1) {
          expect(placed[k]!.offset - placed[k - 1]!.offset).toBe(chatBoxMetrics.width + chatBoxMetrics.gap);
        }
      }),
    );
  });

  it('changes no offset when closing an id that is not shown', () => {
    fc.assert(
      fc.property(fc.array(operationArbitrary, { maxLength: 40 }), fc.string(), (steps, id) => {
        const layout = run(steps);
        fc.pre(!ids(layout).includes(id));
        expect(placeChatBoxes(closeChatBox(layout, id))).toEqual(placeChatBoxes(layout));
      }),
    );
  });

  it('keeps the order of the other boxes when one closes', () => {
    fc.assert(
      fc.property(fc.array(operationArbitrary, { maxLength: 40 }), fc.nat(), (steps, pick) => {
        const layout = run(steps);
        fc.pre(layout.shown.length > 0);
        const id = ids(layout)[pick % layout.shown.length]!;
        expect(ids(closeChatBox(layout, id))).toEqual(ids(layout).filter((other) => other !== id));
      }),
    );
  });
});
