import type { Skin } from '../tokens';
import { darkElegance } from './darkElegance';
import { glass } from './glass';
import { googleSkin } from './googleSkin';
import { materialDesign } from './materialDesign';
import { pixelSmash } from './pixelSmash';
import { smartDefault } from './smartDefault';
import { ultraLight } from './ultraLight';

export { darkElegance, glass, googleSkin, materialDesign, pixelSmash, smartDefault, ultraLight };

/** The seven prebuilt skins in chooser order; the first is the default. */
export const skins: readonly Skin[] = [
  smartDefault,
  darkElegance,
  ultraLight,
  googleSkin,
  pixelSmash,
  glass,
  materialDesign,
];

/** The skin stored under `name`, or the default for an unknown or corrupted value. */
export function skinByName(name: unknown): Skin {
  return skins.find((skin) => skin.name === name) ?? smartDefault;
}
