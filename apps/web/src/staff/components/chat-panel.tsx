import { Button, Card, Group, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChatMessageInput } from '@portal/shared';
import { sendMessage, useRequestAction, useStaffMessages } from '../api';
import { documentDate } from '../../lib/format';

/** The desk's side of the request chat (messages sent as the records desk). */
export function ChatPanel({ rid }: { rid: string }) {
  const { t } = useTranslation();
  const { data } = useStaffMessages(rid);
  const form = useForm<ChatMessageInput>({
    resolver: lazyZodResolver(() => import('@portal/shared').then((m) => m.chatMessageInputSchema)),
    defaultValues: { body: '' },
  });
  const send = useRequestAction(
    rid,
    (v: ChatMessageInput) => sendMessage(rid, v.body),
    () => t('staff.chat.sent'),
  );
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('staff.chat.title')}
      </Title>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap="xs" aria-live="polite" data-testid="staff-chat">
          {(data?.messages ?? []).length === 0 && (
            <Text size="sm" c="dimmed">
              {t('staff.chat.empty')}
            </Text>
          )}
          {data?.messages.map((m) => (
            <Paper key={m.id} p="xs" withBorder bg={m.sender_kind === 'staff' ? 'teal.0' : undefined}>
              <Text size="xs" fw={600}>{`${t(`staff.chat.${m.sender_kind}`)} · ${documentDate(m.created_at)}`}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {m.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <form noValidate onSubmit={form.handleSubmit((v) => send.mutate(v, { onSuccess: () => form.reset() }))}>
        <Stack gap="xs" mt="sm">
          <Textarea
            label={t('staff.chat.label')}
            autosize
            minRows={2}
            error={form.formState.errors.body?.message}
            {...form.register('body')}
          />
          <Group>
            <Button type="submit" variant="default" loading={send.isPending}>
              {t('staff.chat.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
