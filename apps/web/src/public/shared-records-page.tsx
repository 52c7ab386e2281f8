import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiPath, SHARE_MESSAGES, type ShareOpened } from '@portal/shared';
import { api, apiRaw, ApiError } from '../lib/api';
import type { ViewerSource } from '../lib/viewer/document-viewer';
import { PublicFrame } from './public-shell';
import { shortDate } from '../lib/format';
import { currentHash, fragmentUnknown } from '../lib/address';

const DocumentViewer = lazy(() => import('../lib/viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })));

/** The share's token lives in the URL's fragment (#share=…): browsers never send it to a server. */
const shareToken = () => new URLSearchParams(currentHash().slice(1)).get('share') ?? '';

async function sharedFile(session: string, id: number, download: boolean) {
  const res = await apiRaw(apiPath('getSharedFile', { id }), {
    public: true,
    headers: { 'share-session': session },
    query: download ? { download: 'true' } : undefined,
  });
  return res.blob();
}

/**
 * /p?shared_records=true#share=…: a person without an account opens records shared with them,
 * with the access code the patient gave them and the patient's date of birth. Read-only; every
 * page is watermarked by the server. A link that is not active shows one clear page, nothing else.
 */
export default function SharedRecordsPage() {
  const { t } = useTranslation();
  const [token] = useState(shareToken);
  const [code, setCode] = useState('');
  const [dob, setDob] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Drawn by the server, the link's token is unknown (it is in the fragment): the first screen is
  // the code form a link shows; the browser's first render says whether the link is there.
  const [gone, setGone] = useState(() => !token && !fragmentUnknown());
  const [opened, setOpened] = useState<ShareOpened | null>(null);
  const [viewing, setViewing] = useState<ViewerSource | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!code.trim() || !dob.trim()) return setError(t('messages.required'));
    setBusy(true);
    try {
      setOpened(
        await api<ShareOpened>(apiPath('openShare'), { method: 'POST', public: true, body: { token, code, dob } }),
      );
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setGone(true);
      else setError(err instanceof Error ? err.message : t('messages.serverError'));
    } finally {
      setBusy(false);
    }
  }

  function view(f: { id: number; name: string }) {
    const s = opened!;
    setViewing({
      name: f.name,
      load: async () => {
        try {
          return await sharedFile(s.session, f.id, false);
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) {
            setViewing(null);
            setGone(true);
          }
          throw err;
        }
      },
      download: s.allow_download
        ? async () => {
            const { saveBlob } = await import('../lib/download');
            saveBlob(await sharedFile(s.session, f.id, true), f.name);
          }
        : null,
    });
  }

  if (gone) {
    return (
      <PublicFrame title={t('sharing.recipient.unavailableTitle')}>
        <Alert color="red" role="alert">
          <Text c="red.9">{SHARE_MESSAGES.unavailable}</Text>
        </Alert>
      </PublicFrame>
    );
  }
  if (!opened) {
    return (
      <PublicFrame title={t('sharing.recipient.title')}>
        <form onSubmit={submit} noValidate>
          <Stack maw={420}>
            <Text>{t('sharing.recipient.intro')}</Text>
            <TextInput
              label={t('sharing.recipient.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextInput
              label={t('sharing.recipient.dob')}
              value={dob}
              onChange={(e) => setDob(e.currentTarget.value)}
              required
              inputMode="numeric"
              placeholder={t('common.dateFormat')}
              autoComplete="off"
            />
            {error && (
              <Alert color="red" role="alert">
                <Text c="red.9" size="sm">
                  {error}
                </Text>
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {t('sharing.recipient.open')}
              </Button>
            </Group>
          </Stack>
        </form>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={t('sharing.recipient.heading', { recipient: opened.recipient_name, sharer: opened.shared_by })}>
      <Stack>
        <Text>{t('sharing.recipient.until', { date: shortDate(opened.expires_at) })}</Text>
        <Title order={2} size="h3">
          {t('sharing.recipient.files')}
        </Title>
        {opened.files.map((f) => (
          <Paper key={f.id} withBorder p="sm">
            {/* Named by what it shows (an aria-label would not contain it: WCAG 2.5.3); the eye says "view". */}
            <Button
              variant="subtle"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              onClick={() => view(f)}
              style={{ maxWidth: '100%' }}
            >
              {`${f.name} · ${shortDate(f.created_at)}`}
            </Button>
          </Paper>
        ))}
      </Stack>
      {viewing && (
        <Suspense fallback={null}>
          <DocumentViewer source={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </PublicFrame>
  );
}
