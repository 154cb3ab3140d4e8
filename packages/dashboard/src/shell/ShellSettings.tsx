import {
  LayoutSettingsPanel,
  defaultLayoutSettingsPanelLabels,
  useTranslation,
  type LayoutSettingsPanelLabels,
} from '@atrium/ui';
import { useDashboardSettings } from './DashboardSettings';

/** The demo's layout settings panel, wired to the stored settings; a factory reset reloads the page. */
export function ShellSettings() {
  const { t } = useTranslation();
  const { settings, setOption, setSkin, reset } = useDashboardSettings();
  const labels = Object.fromEntries(
    Object.entries(defaultLayoutSettingsPanelLabels).map(([key, label]) => [key, t(label)]),
  ) as Partial<LayoutSettingsPanelLabels>;
  return (
    <LayoutSettingsPanel
      settings={settings}
      onOptionChange={setOption}
      onSkinChange={setSkin}
      onFactoryReset={() => {
        reset();
        window.location.reload();
      }}
      labels={labels}
      // At the ribbon's end the gear covers no widget's buttons and takes no width from a phone's page.
      gearPlacement="inline"
    />
  );
}
