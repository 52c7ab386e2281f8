import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../lib/config';
import { PageTitle } from '../../../lib/components/page-title';
import { withRestStyles } from '../../../app/styles/lazy-styles';

// The help-desk form (its form library, schemas and fields' styles) loads when first opened.
const FeedbackModal = lazy(() =>
  withRestStyles(import('../components/feedback-modal').then((m) => ({ default: m.FeedbackModal }))),
);

/** /support: how to reach the help desk, and the help-desk form. */
export default function SupportPage() {
  const { t } = useTranslation();
  const config = useClientConfig();
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so it closes with its transition.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <Stack>
      <PageTitle>{t('support.title')}</PageTitle>
      <Text>{t('support.intro')}</Text>
      <div>
        <Button
          className="wrap-button"
          leftSection={<IconMessage size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
        >
          {t('support.openForm')}
        </Button>
      </div>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4">
          {t('support.contactTitle')}
        </Title>
        <Text mt={4} mih="1.55em">
          {t('support.contactBody')}{' '}
          {config.contact_email && (
            <Anchor href={`mailto:${config.contact_email}`} data-testid="contact-email">
              {config.contact_email}
            </Anchor>
          )}
        </Text>
      </Paper>
      <Suspense fallback={null}>{used && <FeedbackModal opened={open} onClose={() => setOpen(false)} />}</Suspense>
    </Stack>
  );
}
