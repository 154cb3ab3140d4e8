import { useRef, type ReactNode } from 'react';
import {
  useMenu,
  useMenuItem,
  useMenuSection,
  useSeparator,
  type AriaMenuOptions,
  type AriaMenuProps,
} from 'react-aria';
import { useTreeState, type Node, type TreeState } from 'react-stately';
import { Group, Item, ItemIcon, List, SectionHeading, Separator } from './DropdownMenuPopup.styles';

/** Props of {@link MenuList}. */
export interface MenuListProps<T> extends AriaMenuOptions<T> {
  children: NonNullable<AriaMenuProps<T>['children']>;
  /** Close the menu after an item is chosen. Default `true`. */
  shouldCloseOnSelect?: boolean;
}

/** The list of a dropdown menu: items, sections with headings, separators between them, and keyboard use. */
export function MenuList<T extends object>({ shouldCloseOnSelect = true, ...props }: MenuListProps<T>) {
  const state = useTreeState(props);
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps } = useMenu(props, state, ref);
  const nodes = [...state.collection];
  return (
    <List {...menuProps} ref={ref}>
      {nodes.map((node, index) => {
        const previous = nodes[index - 1];
        // Sections are set apart from whatever comes before and after them.
        const isSeparated =
          previous !== undefined && (node.type === 'section' || previous.type === 'section');
        return (
          <MenuNode
            key={node.key}
            node={node}
            state={state}
            isSeparated={isSeparated}
            shouldCloseOnSelect={shouldCloseOnSelect}
          />
        );
      })}
    </List>
  );
}

interface MenuNodeProps<T> {
  node: Node<T>;
  state: TreeState<T>;
  isSeparated: boolean;
  shouldCloseOnSelect: boolean;
}

function MenuNode<T>({ node, state, isSeparated, shouldCloseOnSelect }: MenuNodeProps<T>) {
  return (
    <>
      {isSeparated && <MenuSeparator />}
      {node.type === 'section' ? (
        <MenuSection section={node} state={state} shouldCloseOnSelect={shouldCloseOnSelect} />
      ) : (
        <MenuItem item={node} state={state} shouldCloseOnSelect={shouldCloseOnSelect} />
      )}
    </>
  );
}

function MenuSeparator() {
  const { separatorProps } = useSeparator({ elementType: 'li' });
  return <Separator {...separatorProps} />;
}

interface MenuSectionProps<T> {
  section: Node<T>;
  state: TreeState<T>;
  shouldCloseOnSelect: boolean;
}

function MenuSection<T>({ section, state, shouldCloseOnSelect }: MenuSectionProps<T>) {
  const { itemProps, headingProps, groupProps } = useMenuSection({
    heading: section.rendered,
    'aria-label': section['aria-label'],
  });
  const items = state.collection.getChildren?.(section.key) ?? section.childNodes;
  return (
    <li {...itemProps}>
      {section.rendered && <SectionHeading {...headingProps}>{section.rendered}</SectionHeading>}
      <Group {...groupProps}>
        {[...items].map((item) => (
          <MenuItem key={item.key} item={item} state={state} shouldCloseOnSelect={shouldCloseOnSelect} />
        ))}
      </Group>
    </li>
  );
}

interface MenuItemProps<T> {
  item: Node<T>;
  state: TreeState<T>;
  shouldCloseOnSelect: boolean;
}

function MenuItem<T>({ item, state, shouldCloseOnSelect }: MenuItemProps<T>) {
  const ref = useRef<HTMLLIElement>(null);
  const { menuItemProps, labelProps, isFocused, isFocusVisible, isDisabled } = useMenuItem(
    { key: item.key, shouldCloseOnSelect },
    state,
    ref,
  );
  // Extra props of DropdownMenuItem travel on the collection node.
  const icon = (item.props as { icon?: ReactNode } | undefined)?.icon;
  return (
    <Item
      {...menuItemProps}
      ref={ref}
      $isFocused={isFocused}
      $isFocusVisible={isFocusVisible}
      $isDisabled={isDisabled}
    >
      {icon !== undefined && <ItemIcon aria-hidden="true">{icon}</ItemIcon>}
      <span {...labelProps}>{item.rendered}</span>
    </Item>
  );
}
