import { useState, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from '../button-group';
import type { MapStyle } from './mapStyle';

// Story helpers shared by the vector and street maps; not part of the package's API.

/** Three of the demo's palettes (it serves eight from api/maps/{key}.json). */
export const storyMapStyles: Record<string, MapStyle> = {
  colorful: {
    key: 'colorful',
    name: 'Colorful',
    colors: { land: '#f3efe0', border: '#b58f5a', water: '#a9d3f0', highlight: '#e0623a', label: '#2a3440' },
  },
  nightvision: {
    key: 'nightvision',
    name: 'Night vision',
    colors: { land: '#0f2414', border: '#3dbb5c', water: '#050c07', highlight: '#7dff9a', label: '#c8ffd4' },
  },
  'old-paper': {
    key: 'old-paper',
    name: 'Old paper',
    colors: { land: '#eadfc4', border: '#8a7350', water: '#cbbf9f', highlight: '#a0522d', label: '#3b2f1e' },
  },
};

/** A style chooser above a map: `children` draws the map in the chosen style. */
export function MapStyleStory({ children }: { children: (style: MapStyle) => ReactNode }) {
  const [key, setKey] = useState('colorful');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ToggleButtonGroup
        aria-label="Map style"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[key]}
        onSelectionChange={(keys) => setKey(String([...keys][0]))}
      >
        {Object.values(storyMapStyles).map((style) => (
          <ToggleButton key={style.key} id={style.key}>
            {style.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {children(storyMapStyles[key]!)}
    </div>
  );
}
