import { useState } from 'react';
import { Alert, Blockquote, Button, FileInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESPOND_ANSWER_MAX, UPLOAD_RULES, type RequestDetail } from '@portal/shared';
import { ApiError } from '../../../lib/api';
import { useRespond } from './api';
import { shortDate } from '../../../lib/format';
import { Allowed } from '../../../lib/grant';

/**
 * the desk's question at the top of the request, with what
 * answers it in place (a file, an answer, or both). Sending moves the request back to the desk.
 */
export function WaitingBanner({ request: r }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const respond = useRespond(r.rid);
  const [answer, setAnswer] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (sent && !r.waiting) {
    return (
      <Alert color="teal.9" variant="light" role="status" data-testid="waiting-sent">
        {t('tracking.waiting.sent')}
      </Alert>
    );
  }
  if (!r.waiting) return null;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file && !answer.trim()) {
      setError(t('tracking.waiting.needOne'));
      return;
    }
    try {
      await respond.mutateAsync({ answer: answer.trim(), file });
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('tracking.detail.failed'));
    }
  };

  return (
    <Alert
      color="red.9"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      data-testid="waiting-banner"
      // A named region. Not aria-labelledby: Mantine's Alert sets its own (undefined without a
      // title prop) over the one given, which left the region unnamed for screen readers.
      role="region"
      aria-label={t('tracking.waiting.title')}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="waiting-title">
          {t('tracking.waiting.title')}
        </Title>
        <Text size="sm">{t('tracking.waiting.intro', { date: shortDate(r.waiting.since) })}</Text>
        <Blockquote p="sm" color="red.9" data-testid="waiting-reason" style={{ overflowWrap: 'anywhere' }}>
          {r.waiting.reason}
        </Blockquote>
        {/* A caregiver who may not change requests sees the question and why they cannot answer it. */}
        <Allowed need="requests_make" explain>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm" maw={560}>
              <FileInput
                label={t('tracking.waiting.file')}
                description={t('tracking.waiting.fileHint', { types: UPLOAD_RULES.default.typesLabel })}
                placeholder={t('tracking.waiting.filePlaceholder')}
                accept={UPLOAD_RULES.default.accept}
                value={file}
                onChange={setFile}
                clearable
                data-testid="waiting-file"
              />
              <Textarea
                label={t('tracking.waiting.answer')}
                description={t('tracking.waiting.answerHint')}
                value={answer}
                onChange={(e) => setAnswer(e.currentTarget.value)}
                maxLength={RESPOND_ANSWER_MAX}
                autosize
                minRows={2}
                data-testid="waiting-answer"
              />
              {error && (
                <Text c="red.9" size="sm" role="alert">
                  {error}
                </Text>
              )}
              <Button type="submit" loading={respond.isPending} w="fit-content">
                {t('tracking.waiting.send')}
              </Button>
            </Stack>
          </form>
        </Allowed>
      </Stack>
    </Alert>
  );
}
