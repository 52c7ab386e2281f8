import { List, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '@portal/shared';

/** The 'Password must include:' panel; each line ticks as its rule is met. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" id={id} aria-live="polite">
      <Text size="sm" fw={600} mb={4}>
        {t('password.title')}
      </Text>
      <List spacing={2} size="sm" center>
        {PASSWORD_RULES.map((rule) => {
          const ok = rule.test(value);
          return (
            <List.Item
              key={rule.key}
              data-met={ok}
              icon={
                <ThemeIcon color={ok ? 'teal.9' : 'gray.7'} size={18} radius="xl" aria-hidden="true">
                  {ok ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <span>{t(`password.rules.${rule.key}`)}</span>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {' '}
                {ok ? t('common.ruleMet') : t('common.ruleNotMet')}
              </span>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
