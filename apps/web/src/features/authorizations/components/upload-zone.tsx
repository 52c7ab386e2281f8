import { useEffect, useId, useRef, useState } from 'react';
import { Alert, FileButton, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES, fileTooLargeMessage, uploadMb, wrongFileTypeMessage, type UploadRuleName } from '@portal/shared';

export interface UploadZoneProps {
  label: string;
  rule: UploadRuleName;
  /** Receives a file that passed the quick checks; the server types it by content again. */
  onFile(file: File): Promise<void> | void;
  /** Name of what is uploaded now, if anything. */
  current?: string | null;
  required?: boolean;
  disabled?: boolean;
}

const EXT: Record<string, string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  heic: ['heic', 'heif'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
};

/**
 * A file zone with the spec's messages (section 5 "Uploads"): wrong type and too large are said
 * before anything is sent; the server checks the content again and its message is shown too.
 */
export function UploadZone({ label, rule, onFile, current, required, disabled }: UploadZoneProps) {
  const { t } = useTranslation();
  const r = UPLOAD_RULES[rule];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The button is disabled while its file uploads, which drops the keyboard focus to the page:
  // give it back when the upload ends, unless the user has moved on meanwhile.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
  }, [busy]);

  async function pick(file: File | null) {
    if (!file) return;
    setError(null);
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    const allowed = r.kinds.flatMap((k) => EXT[k]);
    if (!allowed.includes(ext)) return setError(wrongFileTypeMessage(r.typesLabel));
    if (file.size > r.maxBytes) return setError(fileTooLargeMessage(file.name, uploadMb(r.maxBytes)));
    refocus.current = document.activeElement === button.current;
    setBusy(true);
    try {
      await onFile(file);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={6} p="sm" style={{ border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}>
      <Text fw={600} component="p" m={0}>
        {label}
        {required ? ' *' : ''}
      </Text>
      <Text size="sm" c="dimmed" id={hintId} m={0}>
        {t('authorizations.upload.hint', { types: r.typesLabel, mb: uploadMb(r.maxBytes) })}
      </Text>
      <Group gap="sm">
        <FileButton onChange={pick} accept={r.accept} disabled={disabled || busy}>
          {(props) => (
            <Button
              {...props}
              ref={button}
              variant="light"
              loading={busy}
              aria-label={`${t('authorizations.upload.choose')}: ${label}`}
              aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            >
              {t('authorizations.upload.choose')}
            </Button>
          )}
        </FileButton>
        {current ? <Text size="sm">{t('authorizations.upload.chosen', { name: current })}</Text> : null}
      </Group>
      {error ? (
        <Alert color="red" variant="light" id={errorId} role="alert" p="xs">
          <Text size="sm" c="red.9">
            {error}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
