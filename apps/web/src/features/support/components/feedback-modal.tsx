import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '../../../lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiPath, HELP_DESK_ISSUES, helpDeskSchema, LIMITS, pageCodeFor } from '@portal/shared';
import { api, ApiError } from '../../../lib/api';

/** Mantine's default error red is below 4.5:1 on white; the darker shade passes WCAG AA. */
const ERROR_CONTRAST = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties;

type Values = { issue: string; title: string; comment: string; unique_identifier_number: string };

/**
 * The help-desk modal (spec sections 2, 5, 8), opened by 'Provide Feedback' or the support page.
 * It sends the page code of the screen it was opened on. Success: a green alert that goes away
 * after 5 s, closing the modal; failure: the server's message in a red alert.
 */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const code = pageCodeFor(pathname);
  const [sent, setSent] = useState<string | null>(null);
  // The shell passes a new onClose each render; the 5 s timer must not restart because of it.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(helpDeskSchema, undefined, { raw: true }) as never,
    defaultValues: { issue: '', title: '', comment: '', unique_identifier_number: code },
  });
  const e = formState.errors;
  const send = useMutation({
    mutationFn: (v: Values) => {
      const body = new FormData();
      for (const [k, val] of Object.entries(v)) body.append(k, val);
      return api<{ message: string }>(apiPath('sendHelpDeskFeedback'), { method: 'POST', body, timeout: true });
    },
  });

  // Each opening starts clean, stamped with the page it was opened on.
  useEffect(() => {
    if (opened) {
      reset({ issue: '', title: '', comment: '', unique_identifier_number: code });
      setSent(null);
      setFailure(null);
    }
  }, [opened, code, reset]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(null);
      closeRef.current();
    }, LIMITS.bannerResetMs);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const res = await send.mutateAsync({ ...v, unique_identifier_number: code });
      setSent(res.message);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : t('messages.serverError'));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('support.modalTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate aria-label={t('support.modalTitle')} style={ERROR_CONTRAST}>
        <Stack>
          {sent && (
            <Alert color="green.9" variant="filled" role="status" data-testid="feedback-success">
              {sent}
            </Alert>
          )}
          {failure && (
            <Alert color="red.9" variant="filled" role="alert" data-testid="feedback-failure">
              {failure}
            </Alert>
          )}
          <NativeSelect
            label={t('support.fields.issue')}
            required
            data={[
              { value: '', label: t('support.fields.issuePlaceholder'), disabled: true },
              ...HELP_DESK_ISSUES.map((i) => ({ value: i, label: t(`support.issues.${i}`) })),
            ]}
            error={e.issue?.message}
            {...register('issue')}
          />
          <TextInput label={t('support.fields.title')} required error={e.title?.message} {...register('title')} />
          <Textarea
            label={t('support.fields.comment')}
            required
            autosize
            minRows={4}
            maxRows={10}
            error={e.comment?.message}
            {...register('comment')}
          />
          <Text size="sm" c="dimmed" data-testid="feedback-page-code">
            {t('support.pageCode', { code })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('support.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} disabled={Boolean(sent)}>
              {t('support.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
