import { apiPath } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../lib/use-phone';
import type { FileRef, GovtIdValue } from '@portal/shared';
import { api } from '../../../lib/api';
import { keys } from '../api/authorizations';

type Kind = 'govt' | 'patient';
const SEND = { govt: 'sendGovernmentIdLink', patient: 'sendPatientFormLink' } as const;
const POLL_MS = 2500;

/** A QR code of the link as an image (the QR library is its own chunk, loaded on first use). */
async function qrDataUrl(text: string): Promise<string> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(6, 2);
}

/** What has arrived so far: the ID's two sides, or the patient form. */
async function uploaded(kind: Kind, rid: string): Promise<{ done: boolean; govt?: GovtIdValue; form?: FileRef }> {
  if (kind === 'govt') {
    const govt = await api<GovtIdValue>(apiPath('showGovernmentId'), { query: { rid }, background: true });
    return { done: Boolean(govt.front_file && govt.back_file), govt };
  }
  const { front_file } = await api<{ front_file: FileRef | null }>(apiPath('getPatientForm'), {
    query: { rid },
    background: true,
  });
  return { done: Boolean(front_file), form: front_file ?? undefined };
}

/**
 * "Continue on your phone": mails the request's one-time public upload link (the spec's
 * send_upload_government_document_link / send_patient_form_document_link) and shows it as a QR
 * code; then watches for the upload (polling) and hands what arrived to the step, which moves on.
 */
export function PhoneHandoff({
  rid,
  kind,
  onReceived,
  label,
}: {
  rid: string;
  kind: Kind;
  onReceived(got: { govt?: GovtIdValue; form?: FileRef }): void;
  label?: string;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // Already on a phone (a phone-wide screen): the upload beside this button takes a photo itself,
  // so sending a link to "your phone" would only confuse.
  const onPhone = usePhone();
  const [link, setLink] = useState<{ url: string; qr: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState(false);
  // The step's callback changes every render; the polling must not restart with it.
  const onReceivedRef = useRef(onReceived);
  onReceivedRef.current = onReceived;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ message: string; url?: string }>(apiPath(SEND[kind]), { query: { rid } });
      if (!answer.url) throw new Error(answer.message);
      setLink({ url: answer.url, qr: await qrDataUrl(answer.url) });
      setReceived(false);
      setOpen(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('messages.serverError'));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!open || received) return;
    let stop = false;
    const timer = setInterval(() => {
      void uploaded(kind, rid)
        .then((got) => {
          if (stop || !got.done) return;
          stop = true;
          setReceived(true);
          void qc.invalidateQueries({ queryKey: kind === 'govt' ? keys.govt(rid) : ['patient-form', rid] });
          setTimeout(() => {
            setOpen(false);
            onReceivedRef.current(got);
          }, 800);
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [open, received, kind, rid, qc]);

  if (onPhone) return null;
  return (
    <>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDeviceMobile size={18} aria-hidden="true" />}
          onClick={() => void start()}
          loading={busy}
        >
          {label ?? t('sharing.phone.button')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          <Text c="red.9" size="sm">
            {error}
          </Text>
        </Alert>
      )}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('sharing.phone.title')}
        centered
        closeButtonProps={{ 'aria-label': t('sharing.phone.close') }}
      >
        {link && (
          <Stack align="center">
            <Text size="sm">{t('sharing.phone.intro')}</Text>
            <Image src={link.qr} alt={t('sharing.phone.qr')} w={220} h={220} data-testid="handoff-qr" />
            <Text size="sm" fw={600}>
              {t('sharing.phone.link')}
            </Text>
            <Anchor
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              data-testid="handoff-link"
              style={{ overflowWrap: 'anywhere' }}
            >
              {link.url}
            </Anchor>
            <Text role="status" size="sm" c={received ? 'teal.9' : 'dimmed'}>
              {received ? t('sharing.phone.done') : t('sharing.phone.waiting')}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
