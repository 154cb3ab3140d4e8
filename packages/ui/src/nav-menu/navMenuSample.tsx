import { faChartBar, faEnvelope, faHouse, faPenToSquare, faTable } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import type { NavLinkProps } from './NavMenu';
import type { NavMenuItem } from './navMenuTree';

/** Stands in for a router link: stays on the page, as a single-page app's links do. */
export function SampleLink({ href, children, ...rest }: NavLinkProps) {
  return (
    <a href={href} {...rest} onClick={(event) => (event.preventDefault(), rest.onClick?.(event))}>
      {children}
    </a>
  );
}

/** A small menu in the shape of the dashboard's, for stories and tests. */
export const sampleMenu: NavMenuItem[] = [
  { id: 'dashboard', title: 'Dashboard', href: '#/dashboard', icon: <Icon icon={faHouse} /> },
  { id: 'inbox', title: 'Inbox', href: '#/inbox', icon: <Icon icon={faEnvelope} />, badge: 14 },
  {
    id: 'graphs',
    title: 'Graphs',
    icon: <Icon icon={faChartBar} />,
    items: [
      { id: 'flot', title: 'Flot Chart', href: '#/graphs/flot' },
      { id: 'morris', title: 'Morris Charts', href: '#/graphs/morris' },
    ],
  },
  {
    id: 'tables',
    title: 'Tables',
    icon: <Icon icon={faTable} />,
    items: [
      { id: 'normal', title: 'Normal Tables', href: '#/tables/normal' },
      { id: 'datatables', title: 'Data Tables', href: '#/tables/datatables' },
    ],
  },
  {
    id: 'forms',
    title: 'Forms',
    icon: <Icon icon={faPenToSquare} />,
    items: [
      { id: 'elements', title: 'Smart Form Elements', href: '#/form/elements' },
      {
        id: 'plugins-group',
        title: 'Plugins',
        items: [
          { id: 'wizards', title: 'Wizards', href: '#/form/wizards' },
          { id: 'editors', title: 'Editors', href: '#/form/editors' },
        ],
      },
    ],
  },
];
