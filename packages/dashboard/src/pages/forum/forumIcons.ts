import {
  faBriefcase,
  faBullhorn,
  faChartLine,
  faComments,
  faDatabase,
  faLightbulb,
  faMugHot,
  faPalette,
  faRocket,
  faStar,
  faTableCellsLarge,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';

const icons: Record<string, IconDefinition> = {
  bullhorn: faBullhorn,
  rocket: faRocket,
  lightbulb: faLightbulb,
  'table-cells-large': faTableCellsLarge,
  'chart-line': faChartLine,
  palette: faPalette,
  database: faDatabase,
  star: faStar,
  'mug-hot': faMugHot,
  briefcase: faBriefcase,
};

/** A forum's icon by its stored name; speech bubbles for a name the board does not draw. */
export function forumIcon(name: string | undefined): IconDefinition {
  return (name !== undefined && Object.hasOwn(icons, name) ? icons[name] : undefined) ?? faComments;
}
