import { Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';
import { useActing } from '../../lib/acting';

/**
 * The profile menu (Profile, Subscription, Logout) around the header's avatar button. Its
 * positioning and focus code (floating-ui) loads after the first paint; until then the header
 * shows the same button (see header.tsx).
 */
export default function ProfileMenu({
  target,
  defaultOpened,
  onClose,
}: {
  target: ReactElement;
  defaultOpened?: boolean;
  onClose?(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // While acting for a patient, their profile and subscription are theirs alone: not shown.
  const acting = useActing();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened} onClose={onClose}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {!acting && <Menu.Item onClick={() => navigate('/profile')}>{t('common.profileMenu.profile')}</Menu.Item>}
        {!acting && (
          <Menu.Item onClick={() => navigate('/subscription')}>{t('common.profileMenu.subscription')}</Menu.Item>
        )}
        <Menu.Item onClick={() => window.location.assign('/p?logout=1')}>{t('common.profileMenu.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
