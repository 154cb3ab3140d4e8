import type { VoiceCommand } from '@atrium/ui';
import { routeAt } from '../routes';

/** What the dashboard does for each spoken command. */
export type DashboardVoiceCommandId =
  | 'show'
  | 'back'
  | 'scrollUp'
  | 'scrollDown'
  | 'hideNavigation'
  | 'showNavigation'
  | 'mute'
  | 'soundOn'
  | 'stop'
  | 'help'
  | 'gotIt'
  | 'logout';

// The pages "show <page>" knows, by the word spoken; the first page of a section stands for it.
const showTargets: Record<string, string> = {
  dashboard: '/dashboard',
  inbox: '/inbox',
  graphs: '/graphs/flot',
  tables: '/tables/normal',
  forms: '/form/elements',
  ui: '/ui/general',
  calendar: '/calendar',
  widgets: '/widgets',
  gallery: '/gallery',
  maps: '/maps',
};

/** The route "show <spoken>" opens, if that page is part of this dashboard. */
export function showTarget(spoken: string): string | undefined {
  // Recognisers spell "UI" as "u i" and may add "the": neither is part of the page's name.
  const word = spoken.replace(/^the /, '').replace(/\s+/g, '');
  const path = showTargets[word];
  return path && routeAt(path) ? path : undefined;
}

/** Spoken names of the pages this dashboard has, for the help list. */
export function availableShowTargets(): string[] {
  return Object.keys(showTargets).filter((word) => routeAt(showTargets[word]!));
}

/** The commands with their phrases; descriptions go through `t` for the help list. */
export function dashboardVoiceCommands(t: (text: string) => string): VoiceCommand<DashboardVoiceCommandId>[] {
  const pages = availableShowTargets().join(', ');
  const command = (id: DashboardVoiceCommandId, phrases: string[], description: string) => ({
    id,
    phrases,
    description: t(description),
  });
  return [
    {
      ...command('show', ['show :page'], 'Opens a page'),
      description: `${t('Opens a page')}: ${pages}`,
    },
    command('back', ['go back'], 'Returns to the previous page'),
    command('scrollUp', ['scroll up'], 'Scrolls to the top of the page'),
    command('scrollDown', ['scroll down'], 'Scrolls to the bottom of the page'),
    command('hideNavigation', ['hide navigation'], 'Hides the menu'),
    command('showNavigation', ['show navigation'], 'Shows the menu'),
    command('mute', ['mute'], 'Turns the feedback sounds off'),
    command('soundOn', ['sound on'], 'Turns the feedback sounds on'),
    command('stop', ['stop'], 'Turns the voice command off'),
    command('help', ['help'], 'Shows this list'),
    command('gotIt', ['got it'], 'Closes this list'),
    command('logout', ['logout', 'log out'], 'Signs you out'),
  ];
}
