// One file per icon: only the icons you draw reach your bundle, and each stays in the chunk that uses it.
import { faBell } from '@fortawesome/free-solid-svg-icons/faBell';
import { faGear } from '@fortawesome/free-solid-svg-icons/faGear';
import { Button, Icon } from '@atrium/ui';

export function HeaderActions() {
  return (
    <>
      <Button aria-label="Notifications" icon={<Icon icon={faBell} />} />
      <Button aria-label="Settings" icon={<Icon icon={faGear} />} />
    </>
  );
}
