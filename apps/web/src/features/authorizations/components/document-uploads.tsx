import { useEffect, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthorizationSummary, FileRef, GovtIdValue, SupportingDoc } from '@portal/shared';
import {
  keys,
  removeSupporting,
  uploadGeneralRelease,
  uploadGovtSide,
  uploadPatientForm,
  uploadSupporting,
  useGovtId,
  useSupportingDocs,
} from '../api/authorizations';
import { UploadZone } from './upload-zone';

/** A GeneralRelease: the user's own signed release, uploaded instead of signing online. */
export function GeneralReleaseUpload({ rid, onUploaded }: { rid: string; onUploaded(a: AuthorizationSummary): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  return (
    <UploadZone
      label={t('authorizations.generalRelease.label')}
      rule="generalRelease"
      required
      current={name}
      onFile={async (file) => {
        const a = await uploadGeneralRelease(rid, file);
        setName(a.name);
        onUploaded(a);
      }}
    />
  );
}

/** Government ID front and back (spec section 3), each side replaceable. */
export function GovtIdUpload({
  rid,
  required,
  onChange,
}: {
  rid: string;
  required: boolean;
  onChange(g: GovtIdValue): void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const current = useGovtId(rid);
  const [value, setValue] = useState<GovtIdValue>({ front_file: null, back_file: null });
  useEffect(() => {
    if (current.data) setValue(current.data);
  }, [current.data]);
  const side = (s: 'front' | 'back') => async (file: File) => {
    const ref = await uploadGovtSide(rid, s, file);
    const next = { ...value, [s === 'front' ? 'front_file' : 'back_file']: ref };
    setValue(next);
    onChange(next);
    void qc.invalidateQueries({ queryKey: keys.govt(rid) });
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <UploadZone
        label={t('authorizations.govtId.front')}
        rule="govtId"
        required={required}
        current={value.front_file?.name}
        onFile={side('front')}
      />
      <UploadZone
        label={t('authorizations.govtId.back')}
        rule="govtId"
        required={required}
        current={value.back_file?.name}
        onFile={side('back')}
      />
    </SimpleGrid>
  );
}

/** Supporting documents: add many; removing only flags one deleted (spec section 4). */
export function SupportingDocsUpload({ rid, onChange }: { rid: string; onChange(docs: SupportingDoc[]): void }) {
  const { t } = useTranslation();
  const list = useSupportingDocs(rid);
  const [docs, setDocs] = useState<SupportingDoc[]>([]);
  useEffect(() => {
    if (list.data) setDocs(list.data.documents);
  }, [list.data]);
  const update = (next: SupportingDoc[]) => {
    setDocs(next);
    onChange(next);
  };
  const visible = docs.filter((d) => !d.deleted);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('authorizations.supporting.heading')}
      </Title>
      {visible.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('authorizations.supporting.empty')}
        </Text>
      ) : null}
      {visible.map((d) => (
        <Group key={d.id} justify="space-between">
          <Text size="sm">{d.name}</Text>
          <Button
            variant="subtle"
            color="red.9"
            size="xs"
            aria-label={t('authorizations.upload.remove', { name: d.name })}
            onClick={async () => {
              await removeSupporting(d.id);
              update(docs.map((x) => (x.id === d.id ? { ...x, deleted: true } : x)));
            }}
          >
            {t('common.remove')}
          </Button>
        </Group>
      ))}
      <UploadZone
        label={t('authorizations.supporting.add')}
        rule="default"
        onFile={async (file) => update([...docs, await uploadSupporting(rid, file)])}
      />
    </Stack>
  );
}

/** The forms wizard's upload step: the server names it Form_{last initial}_{name}_{MMDDYY}.{ext}. */
export function PatientFormUpload({
  rid,
  onUploaded,
}: {
  rid: string;
  patientLastName: string;
  onUploaded(f: FileRef): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  return (
    <UploadZone
      label={t('authorizations.patientForm.label')}
      rule="patientForm"
      required
      current={name}
      onFile={async (file) => {
        const f = await uploadPatientForm(rid, file);
        setName(f.name);
        onUploaded(f);
      }}
    />
  );
}
