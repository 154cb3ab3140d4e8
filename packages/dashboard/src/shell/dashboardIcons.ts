import {
  faChartBar,
  faCloud,
  faCube,
  faDesktop,
  faHouse,
  faRectangleList,
  faShapes,
} from '@fortawesome/free-solid-svg-icons';
import { createIconMap } from '@atrium/ui';

/** Icons the route table and menu name; a route that names another icon adds it here. */
export const dashboardIcons = createIconMap([
  faChartBar,
  faCloud,
  faCube,
  faDesktop,
  faHouse,
  faRectangleList,
  faShapes,
]);
