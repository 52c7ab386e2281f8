import { Box, Container, Group, Paper, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../app/layout/logo';
import { LanguageMenu } from '../lib/components/language-menu';

/**
 * The login host's frame. Top-aligned, not centred in the window: the pages differ in height
 * (sign-in, the taller sign-up), and a centred frame moved the logo and the language menu each
 * time one replaced the other (a 0.25 layout shift on a phone).
 */
export function LoginLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0" px="md" py="xl">
      <Container size={440} w="100%" px={0}>
        <Group justify="flex-end" mb="xs">
          <LanguageMenu />
        </Group>
        <Group justify="center" mb="lg" gap="xs">
          <Logo size={40} />
          <Text fw={700} size="xl">
            {t('common.appName')}
          </Text>
        </Group>
        <Paper component="main" withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
      </Container>
    </Box>
  );
}
