import { skinByName, skins } from '../packages/ui/src/theme';

export const skinToolbarItems = skins.map((skin) => ({
  value: skin.name,
  title: skin.beta ? `${skin.label} (beta)` : skin.label,
}));

export { skinByName as skinFromGlobal };
