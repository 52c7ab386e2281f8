import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { chatMessageInputSchema, type ChatMessageInput } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { useChat, usePostMessage } from './api';
import { chatDateTime } from '../../../lib/format';

/**
 * The chat between the patient and the records team on one request. States of spec section 4:
 * loading, loaded, loading failed, posting, posted, posting failed. New messages arrive by a
 * background poll (see useChat), announced politely to screen readers through the log role.
 */
export function ChatPanel({ rid, unread }: { rid: string; unread: number }) {
  const { t } = useTranslation();
  const chat = useChat(rid);
  const post = usePostMessage(rid);
  const [posted, setPosted] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, reset, formState } = useForm<ChatMessageInput>({
    resolver: zodResolver(chatMessageInputSchema),
    defaultValues: { body: '' },
  });
  const count = chat.data?.messages.length ?? 0;

  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  useEffect(() => {
    if (!posted) return;
    const timer = setTimeout(() => setPosted(false), 3000);
    return () => clearTimeout(timer);
  }, [posted]);

  const onSubmit = handleSubmit(async ({ body }) => {
    setPosted(false);
    try {
      await post.mutateAsync(body);
      reset({ body: '' });
      setPosted(true);
    } catch {
      /* shown from post.error below; the text stays in the box to send again */
    }
  });

  return (
    <Stack gap="sm" component="section" id="chat" aria-labelledby="chat-heading" data-testid="chat">
      <Group gap="sm">
        <Title order={2} size="h4" id="chat-heading">
          {t('tracking.chat.heading')}
        </Title>
        {unread > 0 && (
          <Badge color="red.9" variant="filled">
            {t('tracking.chat.unread', { count: unread })}
          </Badge>
        )}
      </Group>
      {chat.isPending && (
        <Text size="sm" role="status">
          {t('tracking.chat.loading')}
        </Text>
      )}
      {chat.isError && !chat.data && (
        <Alert color="red.9" variant="light" role="alert">
          <Group justify="space-between">
            <span>{t('tracking.chat.failed')}</span>
            <Button size="xs" variant="default" onClick={() => void chat.refetch()}>
              {t('tracking.chat.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {chat.data && (
        <Box
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={t('tracking.chat.log')}
          tabIndex={0}
          mah={360}
          style={{ overflowY: 'auto' }}
          data-testid="chat-log"
        >
          {count === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tracking.chat.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {chat.data.messages.map((m) => {
                const mine = m.sender_kind === 'patient';
                return (
                  <Paper
                    key={m.id}
                    withBorder
                    p="xs"
                    radius="md"
                    bg={mine ? 'teal.0' : 'gray.0'}
                    ms={mine ? 'xl' : 0}
                    me={mine ? 0 : 'xl'}
                    data-testid="chat-message"
                    data-sender={m.sender_kind}
                  >
                    <Group justify="space-between" gap="xs">
                      <Text size="xs" fw={700}>
                        {mine ? t('tracking.chat.you') : t('tracking.chat.staff')}
                      </Text>
                      <Text size="xs" c="dark.6">
                        <time dateTime={m.created_at}>{chatDateTime(m.created_at)}</time>
                      </Text>
                    </Group>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {m.body}
                    </Text>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </Box>
      )}
      {chat.data && !chat.data.can_post && (
        <Text size="sm" c="dimmed">
          {t('tracking.chat.closed')}
        </Text>
      )}
      {chat.data?.can_post && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('tracking.chat.message')}
              autosize
              minRows={2}
              maxRows={6}
              error={formState.errors.body?.message}
              {...register('body')}
            />
            <Group justify="space-between">
              <Text size="sm" role="status" c="teal.9">
                {posted ? t('tracking.chat.posted') : ''}
              </Text>
              <Button type="submit" loading={post.isPending}>
                {post.isPending ? t('tracking.chat.posting') : t('tracking.chat.send')}
              </Button>
            </Group>
            {post.isError && (
              <Alert color="red.9" variant="light" role="alert">
                {t('tracking.chat.postFailed')} {post.error instanceof ApiError ? post.error.message : ''}
              </Alert>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
