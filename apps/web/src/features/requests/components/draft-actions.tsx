import { Button, Group } from '@mantine/core';
import { openConfirm } from '../../../lib/confirm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiPath, requestTitle, type RequestListItem } from '@portal/shared';
import { api, ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banners';
import { trackingKeys } from '../tracking/api';

/** DELETE /api/v2/request/{rid}: only the owner's drafts; every list and timeline reloads after. */
export function useDeleteDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rid: string) => api<{ message: string }>(apiPath('deleteDraft', { rid }), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: trackingKeys.all }),
  });
}

/** A draft's card: resume it, or delete it after a confirmation. */
export function DraftActions({ request: r }: { request: Pick<RequestListItem, 'rid' | 'request_type'> }) {
  const { t } = useTranslation();
  const remove = useDeleteDraft();
  const wizard = r.request_type === 'Form' ? 'form-request' : 'record-request';
  const title = requestTitle(r);
  const confirm = () =>
    void openConfirm({
      title: t('requestsList.deleteDraft.title'),
      children: t('requestsList.deleteDraft.body', { title }),
      labels: { confirm: t('requestsList.deleteDraft.confirm'), cancel: t('requestsList.deleteDraft.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      // Mantine ignores what onConfirm returns: the removal runs on, its failure shown as a banner.
      onConfirm: () =>
        void (async () => {
          try {
            await remove.mutateAsync(r.rid);
            banner.success(t('requestsList.deleteDraft.done', { title }));
          } catch (err) {
            banner.error(err instanceof ApiError ? err.message : t('messages.serverError'));
          }
        })(),
    });
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to={`/${wizard}/provider?rid=${encodeURIComponent(r.rid)}`}
        size="xs"
        color="teal.9"
        aria-label={`${t('requestsList.card.resumeDraft')}: ${title}`}
      >
        {t('requestsList.card.resumeDraft')}
      </Button>
      <Button
        size="xs"
        variant="default"
        c="red.9"
        onClick={confirm}
        loading={remove.isPending}
        aria-label={`${t('requestsList.deleteDraft.button')}: ${title}`}
      >
        {t('requestsList.deleteDraft.button')}
      </Button>
    </Group>
  );
}
