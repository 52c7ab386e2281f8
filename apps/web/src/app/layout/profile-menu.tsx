import { Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';

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
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened} onClose={onClose}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigate('/profile')}>{t('common.profileMenu.profile')}</Menu.Item>
        <Menu.Item onClick={() => navigate('/subscription')}>{t('common.profileMenu.subscription')}</Menu.Item>
        <Menu.Item onClick={() => window.location.assign('/p?logout=1')}>{t('common.profileMenu.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
