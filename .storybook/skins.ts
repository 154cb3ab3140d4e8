import { smartDefault, type Skin } from '../packages/ui/src/theme';

const skins: readonly Skin[] = [smartDefault];

export const skinToolbarItems = skins.map((skin) => ({ value: skin.name, title: skin.label }));

export function skinFromGlobal(name: unknown): Skin {
  return skins.find((skin) => skin.name === name) ?? smartDefault;
}
