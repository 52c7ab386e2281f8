import { Button, List, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LANGUAGE_ENGLISH_NAMES, authorizationLanguage, type StaffFile } from '@portal/shared';
import { banner } from '../../lib/banners';
import { downloadFile } from '../../lib/download';

const englishName = (code: string) => AUTHORIZATION_LANGUAGE_ENGLISH_NAMES[authorizationLanguage(code)];

/** Files of a request, each opened through the API (the view is logged there). */
export function FileList({ files, empty, testId }: { files: StaffFile[]; empty: string; testId: string }) {
  const { t } = useTranslation();
  if (!files.length)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <List spacing="xs" listStyleType="none" data-testid={testId}>
      {files.map((f) => (
        <List.Item key={f.id}>
          <Button
            variant="subtle"
            px={4}
            leftSection={<IconFile size={16} aria-hidden="true" />}
            aria-label={t('staff.request.open', { name: f.name })}
            onClick={() => downloadFile(f.url, f.name, { newTab: true }).catch((e: Error) => banner.error(e.message))}
          >
            {f.name}
          </Button>
          <Text span size="xs" c="dimmed" ml={4}>
            {t(`staff.request.kinds.${f.kind}`, { defaultValue: f.kind })}
          </Text>
          {f.language ? (
            <Text span size="xs" c="dimmed" ml={4} data-testid="signed-language">
              {'· '}
              {t('staff.request.signedLanguage', { language: `${englishName(f.language)} (${f.language})` })}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
