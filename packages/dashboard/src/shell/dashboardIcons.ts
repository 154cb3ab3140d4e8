import {
  faCartShopping,
  faChartBar,
  faCloud,
  faCube,
  faDesktop,
  faHouse,
  faInbox,
  faPenToSquare,
  faPuzzlePiece,
  faRectangleList,
  faShapes,
  faTable,
} from '@fortawesome/free-solid-svg-icons';
import { createIconMap } from '@atrium/ui';

/** Icons the route table and menu name; a route that names another icon adds it here. */
export const dashboardIcons = createIconMap([
  faCartShopping,
  faChartBar,
  faCloud,
  faCube,
  faDesktop,
  faHouse,
  faInbox,
  faPenToSquare,
  faPuzzlePiece,
  faRectangleList,
  faShapes,
  faTable,
]);
