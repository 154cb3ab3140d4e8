import { describe, expect, it } from 'vitest';
import { clearLayoutSettings, loadLayoutSettings, saveLayoutSettings } from './layoutSettingsPersistence';
import { defaultLayoutSettings } from './layoutSettingsReducer';
import { memorySettingsStorage } from './settingsStorage';

const skins = ['smart-style-0', 'smart-style-3'];

describe('layout settings persistence', () => {
  it('round-trips every setting under its own namespaced key', () => {
    const storage = memorySettingsStorage();
    const settings = { ...defaultLayoutSettings, isFixedHeader: true, isRtl: true, skin: 'smart-style-3' };
    saveLayoutSettings(storage, 'app', settings);
    expect(storage.get('app.fixed-header')).toBe('true');
    expect(storage.get('app.rtl')).toBe('true');
    expect(storage.get('app.skin')).toBe('smart-style-3');
    expect(loadLayoutSettings(storage, 'app', skins)).toEqual(settings);
  });

  it('ignores garbage, foreign values and unknown skins', () => {
    const storage = memorySettingsStorage({
      'app.fixed-header': '{"oops":',
      'app.rtl': 'TRUE',
      'app.menu-on-top': '1',
      'app.skin': '<script>alert(1)</script>',
      'other.fixed-footer': 'true',
    });
    expect(loadLayoutSettings(storage, 'app', skins)).toEqual(defaultLayoutSettings);
  });

  it('repairs a stored combination the rules forbid', () => {
    const storage = memorySettingsStorage({ 'app.fixed-ribbon': 'true', 'app.inside-container': 'true' });
    expect(loadLayoutSettings(storage, 'app', skins)).toMatchObject({
      isFixedRibbon: true,
      isFixedNavigation: true,
      isFixedHeader: true,
      isInsideContainer: false,
    });
  });

  it('clear removes only its own namespace', () => {
    const storage = memorySettingsStorage({ 'app.rtl': 'true', 'other.rtl': 'true' });
    clearLayoutSettings(storage, 'app');
    expect(storage.get('app.rtl')).toBeNull();
    expect(storage.get('other.rtl')).toBe('true');
  });
});
