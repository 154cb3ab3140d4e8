import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useDisclosure, useFocusRing } from 'react-aria';
import { useDisclosureState, type Key } from 'react-stately';
import { AccordionRoot, Chevron, HeaderButton, Heading, Panel, PanelBody, Section } from './Accordion.styles';
import { useAccordion, type AccordionState, type UseAccordionOptions } from './useAccordion';

/** One accordion item: a header that opens and closes a panel. */
export interface AccordionItem {
  key: Key;
  title: ReactNode;
  content: ReactNode;
  /** Drawn before the title; decorative, so give it `aria-hidden`. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

/** Heading level wrapping each header button, to fit the page's outline. */
export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link Accordion}. */
export interface AccordionProps extends Omit<UseAccordionOptions, 'disabledKeys'> {
  items: readonly AccordionItem[];
  headingLevel?: AccordionHeadingLevel;
  className?: string;
}

/**
 * Stacked disclosure items, one or many open at a time. Panels grow and shrink over 300 ms (instantly under
 * reduced motion) and closed panels are hidden from assistive technology and from tabbing.
 */
export function Accordion({ items, headingLevel = 3, className, ...options }: AccordionProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.key);
  const accordion = useAccordion({ ...options, disabledKeys });
  return (
    <AccordionRoot className={className}>
      {items.map((item) => (
        <AccordionSection key={item.key} item={item} accordion={accordion} headingLevel={headingLevel} />
      ))}
    </AccordionRoot>
  );
}

interface AccordionSectionProps {
  item: AccordionItem;
  accordion: AccordionState;
  headingLevel: AccordionHeadingLevel;
}

function AccordionSection({ item, accordion, headingLevel }: AccordionSectionProps) {
  const isDisabled = accordion.isDisabled(item.key);
  const state = useDisclosureState({
    isExpanded: accordion.isExpanded(item.key),
    onExpandedChange: (isExpanded) => accordion.setExpanded(item.key, isExpanded),
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { buttonProps: disclosureButtonProps, panelProps } = useDisclosure({ isDisabled }, state, panelRef);
  const { buttonProps } = useButton(disclosureButtonProps, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Section>
      <Heading as={`h${headingLevel}`}>
        <HeaderButton
          {...mergeProps(buttonProps, focusProps)}
          ref={buttonRef}
          $isExpanded={state.isExpanded}
          $isFocusVisible={isFocusVisible}
        >
          {item.icon}
          <span>{item.title}</span>
          <Chevron aria-hidden="true" $isExpanded={state.isExpanded} />
        </HeaderButton>
      </Heading>
      <Panel {...panelProps} ref={panelRef}>
        <PanelBody>{item.content}</PanelBody>
      </Panel>
    </Section>
  );
}
