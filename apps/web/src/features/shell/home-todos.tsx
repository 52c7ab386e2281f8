import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiPath, formatMoney, type Home, type HomeTodo } from '@portal/shared';
import { api, ApiError } from '../../lib/api';
import { banner } from '../../lib/banners';
import { openConfirm } from '../../lib/confirm';
import { homeQueryKey } from '../../lib/use-home';
import { useGrant, type Need } from '../../lib/grant';

/** The accent of each kind: red blocks the request until the patient acts, blue only informs. */
const ACCENT: Record<HomeTodo['kind'], string> = {
  waiting: 'red',
  price_approval: 'red',
  payment_needed: 'red',
  unread_messages: 'blue',
  records_ready: 'teal',
  letters: 'orange',
  draft: 'gray',
};

const T = 'common.dashboard.todo';

/** The part of the request's page a kind's button opens (request-detail-page.tsx), when not its top. */
const SECTION: Partial<Record<HomeTodo['kind'], string>> = {
  unread_messages: 'chat',
  letters: 'letters',
};

/**
 * What a caregiver needs to act on each kind (the operation its page calls). Without it the to-do
 * stays, saying why there is no button: what waits on the patient still matters to the one
 * helping them, who can tell them.
 */
const NEED: Record<HomeTodo['kind'], Need> = {
  waiting: 'requests_make',
  price_approval: 'payments',
  payment_needed: 'payments',
  unread_messages: 'chat',
  records_ready: 'records',
  letters: 'requests_view',
  draft: 'requests_make',
};

/**
 * What waits on the patient, above the dashboard: each line says what happened in plain words,
 * for which request, and offers one thing to do (a draft: resume or delete). Nothing waiting: one
 * quiet line. Not yet read (the first data timed out): nothing, so the dashboard is not held up.
 */
export function HomeTodos({ home }: { home: Home | undefined }) {
  const { t } = useTranslation();
  if (!home) return null;
  if (home.todos.length === 0)
    return (
      <Text c="dimmed" data-testid="home-nothing">
        {t(`${T}.nothing`)}
      </Text>
    );
  return (
    <section aria-labelledby="home-todo-heading" data-testid="home-todos">
      <Title order={2} size="h4" id="home-todo-heading" mb="xs">
        {t(`${T}.heading`)}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {home.todos.map((todo) => (
          <TodoItem key={`${todo.kind}-${todo.rid}`} todo={todo} />
        ))}
      </Stack>
    </section>
  );
}

function TodoItem({ todo }: { todo: HomeTodo }) {
  const { t, i18n } = useTranslation();
  const title = t(todo.request_type === 'Form' ? `${T}.formTitle` : `${T}.recordTitle`, { rid: todo.rid });
  const about = [
    todo.custodian_name,
    title,
    todo.dependent_name && t(`${T}.forDependent`, { name: todo.dependent_name }),
  ]
    .filter(Boolean)
    .join(' · ');
  const section = SECTION[todo.kind];
  const detail = `/request-detail/${encodeURIComponent(todo.rid)}${section ? `#${section}` : ''}`;
  const color = ACCENT[todo.kind];
  const grant = useGrant();
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid={`todo-${todo.kind}`}
      style={{ borderInlineStart: `4px solid var(--mantine-color-${color}-9)` }}
    >
      <Stack gap={6}>
        <Text fw={700}>{headline(t, todo, i18n.language)}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {about}
        </Text>
        {todo.kind === 'waiting' && todo.question && (
          // At most three lines here (the request's page shows it whole): a longer block drawn after
          // the first paint would become the page's largest paint, and its time the page's LCP.
          <Text
            component="blockquote"
            size="sm"
            lineClamp={3}
            m={0}
            py={4}
            px="sm"
            data-testid="todo-question"
            style={{
              borderInlineStart: '3px solid var(--mantine-color-gray-5)',
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
            }}
          >
            {todo.question}
          </Text>
        )}
        {!grant.can(NEED[todo.kind]) ? (
          <Text size="sm" fs="italic" data-testid="grant-why">
            {grant.why(NEED[todo.kind])}
          </Text>
        ) : todo.kind === 'draft' ? (
          <DraftButtons todo={todo} title={title} />
        ) : (
          <Group>
            <Button
              component={Link}
              to={detail}
              size="sm"
              color={todo.kind === 'unread_messages' ? 'blue.9' : 'teal.9'}
              aria-label={`${t(`${T}.${todo.kind}.action`)}: ${title}`}
            >
              {t(`${T}.${todo.kind}.action`)}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The line's headline: what happened, in the patient's words. */
function headline(t: (key: string, opts?: Record<string, unknown>) => string, todo: HomeTodo, lang: string): string {
  switch (todo.kind) {
    case 'waiting':
      return todo.custodian_name
        ? t(`${T}.waiting.title`, { provider: todo.custodian_name })
        : t(`${T}.waiting.titleNoProvider`);
    case 'price_approval':
      return t(`${T}.price_approval.title`, { amount: formatMoney(todo.amount_cents, lang || 'en') });
    case 'unread_messages':
      return t(`${T}.unread_messages.title`, { count: todo.count });
    case 'records_ready':
      return t(`${T}.records_ready.title`, { count: todo.count });
    default:
      return t(`${T}.${todo.kind}.title`);
  }
}

/** A draft: resume it in its wizard, or delete it after a confirmation. */
function DraftButtons({ todo, title }: { todo: HomeTodo; title: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // A plain call, not a mutation hook (its code is not on the home's first load): the lists, the
  // timelines and the home are read again after it.
  const [busy, setBusy] = useState(false);
  const wizard = todo.request_type === 'Form' ? 'form-request' : 'record-request';
  const confirm = () =>
    void openConfirm({
      title: t(`${T}.draft.deleteTitle`),
      children: t(`${T}.draft.deleteBody`, { title }),
      labels: { confirm: t(`${T}.draft.deleteConfirm`), cancel: t(`${T}.draft.deleteCancel`) },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        void (async () => {
          setBusy(true);
          try {
            await api<{ message: string }>(apiPath('deleteDraft', { rid: todo.rid }), { method: 'DELETE' });
            await Promise.all([
              qc.invalidateQueries({ queryKey: ['requests'] }),
              qc.invalidateQueries({ queryKey: homeQueryKey }),
            ]);
            banner.success(t(`${T}.draft.deleted`, { title }));
          } catch (err) {
            banner.error(err instanceof ApiError ? err.message : t(`${T}.failed`));
          } finally {
            setBusy(false);
          }
        })(),
    });
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to={`/${wizard}/provider?rid=${encodeURIComponent(todo.rid)}`}
        size="sm"
        color="teal.9"
        aria-label={`${t(`${T}.draft.action`)}: ${title}`}
      >
        {t(`${T}.draft.action`)}
      </Button>
      <Button
        size="sm"
        variant="default"
        c="red.9"
        onClick={confirm}
        loading={busy}
        aria-label={`${t(`${T}.draft.delete`)}: ${title}`}
      >
        {t(`${T}.draft.delete`)}
      </Button>
    </Group>
  );
}
