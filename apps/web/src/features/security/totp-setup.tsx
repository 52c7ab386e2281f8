import { useEffect, useState } from 'react';
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { qrDataUrl } from './webauthn';

/**
 * The authenticator app's set-up: the QR code, the secret as text (for an app on this same
 * phone, or a screen reader), and the first code that confirms it.
 */
export function TotpSetup({
  secret,
  uri,
  onConfirm,
  onCancel,
  error,
  busy,
}: {
  secret: string;
  uri: string;
  onConfirm(code: string): void;
  onCancel?: () => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  useEffect(() => {
    void qrDataUrl(uri).then(setQr);
  }, [uri]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(code.trim());
      }}
      noValidate
    >
      <Stack data-testid="totp-setup">
        <Text>{t('security.totpScan')}</Text>
        {qr && <Image src={qr} alt={t('security.totpQrAlt')} w={180} h={180} />}
        <Text size="sm">
          {t('security.totpSecret')}:{' '}
          <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
        </Text>
        {error && (
          <Alert color="red.9" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('security.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t('security.confirm')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('security.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
