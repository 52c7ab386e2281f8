import { Badge, Box, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { AuthorizationTexts } from '@portal/shared';
import { SignaturePad } from './signature-pad';

export interface SignatureValue {
  mode: 'type' | 'draw';
  typed: string;
  drawn: string | null;
}

interface Props {
  texts: AuthorizationTexts;
  value: SignatureValue;
  onChange(v: SignatureValue): void;
  signerName: string;
  initials?: string;
  /** A representative's role, shown after their name ("Signed by: Jordan Rivera (JR) — Guardian"). */
  signerRole?: string;
  /** The patient, when someone else signs for them. */
  patientName?: string;
  error?: string;
}

/**
 * 'Adopt Your Signature' (spec section 2): type or draw, switched by a Switch, with a preview
 * of the typed one and the 'Signed by' line with the short DS mark. Typing works by keyboard alone.
 * Every word comes from `texts`, so the panel follows the language of the form around it.
 */
export function SignaturePanel({
  texts,
  value,
  onChange,
  signerName,
  initials,
  signerRole,
  patientName,
  error,
}: Props) {
  const preview = value.mode === 'type' ? value.typed.trim() : '';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.adoptTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.adoptSubtitle}
        </Text>
        <Switch
          label={texts.drawSwitch}
          checked={value.mode === 'draw'}
          onChange={(e) => onChange({ ...value, mode: e.currentTarget.checked ? 'draw' : 'type' })}
        />
        {value.mode === 'type' ? (
          <TextInput
            label={texts.typedLabel}
            value={value.typed}
            onChange={(e) => onChange({ ...value, typed: e.currentTarget.value })}
            error={error}
            maxLength={120}
          />
        ) : (
          <SignaturePad texts={texts} onChange={(drawn) => onChange({ ...value, drawn })} />
        )}
        {value.mode === 'draw' && error ? (
          <Text c="red.9" size="sm" role="alert">
            {texts.needStroke}
          </Text>
        ) : null}
        <Box aria-label={texts.previewLabel} role="group">
          <Text size="xs" c="dimmed">
            {texts.preview}
          </Text>
          <Group
            gap="xs"
            align="center"
            wrap="nowrap"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-6)', minHeight: 48 }}
          >
            <Badge variant="outline" color="blue.9" aria-label={texts.dsMarkLabel} role="img">
              {texts.dsMark}
            </Badge>
            {value.mode === 'draw' && value.drawn ? (
              <img src={value.drawn} alt={texts.preview} style={{ maxHeight: 44 }} />
            ) : (
              <Text style={{ fontFamily: 'cursive', fontSize: 24 }}>{preview}</Text>
            )}
          </Group>
          <Text
            size="sm"
            mt={4}
          >{`${texts.signedBy}: ${signerName}${initials ? ` (${initials})` : ''}${signerRole ? ` — ${signerRole}` : ''}`}</Text>
          {patientName ? <Text size="sm">{`${texts.roles.patient}: ${patientName}`}</Text> : null}
        </Box>
      </Stack>
    </Paper>
  );
}
