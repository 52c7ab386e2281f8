import { Center, Container, Group, Paper, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../app/layout/logo';
import { LanguageMenu } from '../lib/components/language-menu';

export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Container size={440} w="100%" px={0}>
        <Group justify="flex-end" mb="xs">
          <LanguageMenu />
        </Group>
        <Group justify="center" mb="lg" gap="xs">
          <Logo size={40} />
          <Text fw={700} size="xl">{t('common.appName')}</Text>
        </Group>
        <Paper component="main" withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
      </Container>
    </Center>
  );
}
