/**
 * DAO proposals in the console (docs/product.md §10 "Referral programme and DAO"): every proposal, newest start
 * first, with its status and votes; a new one written in English and optionally Russian (investors read their
 * language, English where the Russian is empty); an edit until voting opens; a cancel, confirmed, until it ends.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminProposal, CreateProposalBody } from '@yc/contract/dao';
import { createProposalBody, PROPOSAL_LIMITS } from '@yc/contract/dao';
import { utcDay } from '@yc/contract/days';
import { useState } from 'react';
import * as z from 'zod/mini';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { useIsMobile } from '../../../hooks/use-ui-state.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { fromLocalInput, toLocalInput } from '../../../utils/local-datetime.ts';
import { pageCount } from '../../../utils/pages.ts';
import { cancelProposal, createProposal, updateProposal, useProposalChange, useProposals } from '../api/proposals.ts';

/** Shades dark enough for white text at AA contrast in either theme, as on the investors' page. */
const STATUS_COLOR = { upcoming: 'gray.7', active: 'teal.9', ended: 'blue.8', cancelled: 'red.9' } as const;

type Values = Omit<CreateProposalBody, 'options' | 'startsAt' | 'endsAt'> & {
  /** One option a line. */
  options: string;
  /** The browser's local date and time (an `<input type="datetime-local">`). */
  startsAt: string;
  endsAt: string;
};

const valuesOf = (p: AdminProposal | null): Values => ({
  title: p?.title ?? '',
  titleRu: p?.titleRu ?? '',
  description: p?.description ?? '',
  descriptionRu: p?.descriptionRu ?? '',
  options: p ? p.options.map((o) => o.label).join('\n') : '',
  startsAt: p ? toLocalInput(p.startsAt) : '',
  endsAt: p ? toLocalInput(p.endsAt) : '',
});

const bodyOf = (v: Values): CreateProposalBody => ({
  ...v,
  options: v.options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean),
  startsAt: fromLocalInput(v.startsAt),
  endsAt: fromLocalInput(v.endsAt),
});

const checkBody = zodValidator<CreateProposalBody>(
  z.safeExtend(createProposalBody, {
    startsAt: z.string().check(z.refine((v) => v !== '', { error: 'validation.required' })),
  }),
);
/** The body's issues under the form's fields: an option's issue is the options box's. */
const validate = (v: Values) =>
  Object.fromEntries(Object.entries(checkBody(bodyOf(v))).map(([key, message]) => [key.split('.')[0], message]));

function ProposalDialog({ proposal, onClose }: { proposal: AdminProposal | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-dao', 'common']);
  const form = useForm<Values>({ initialValues: valuesOf(proposal), validate });
  const save = useProposalChange((body: CreateProposalBody) =>
    proposal ? updateProposal(proposal.id, body) : createProposal(body),
  );
  const submit = form.onSubmit((values) =>
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t(proposal ? 'form.updated' : 'form.created'));
        onClose();
      },
    }),
  );
  return (
    <Modal
      opened
      onClose={() => !save.isPending && onClose()}
      title={t(proposal ? 'form.editTitle' : 'form.newTitle')}
      size="min(900px, 96vw)"
      fullScreen={useIsMobile()}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('form.title')}
              lang="en"
              maxLength={PROPOSAL_LIMITS.titleMax}
              {...form.getInputProps('title')}
            />
            <TextInput
              label={t('form.titleRu')}
              description={t('form.ruHint')}
              lang="ru"
              maxLength={PROPOSAL_LIMITS.titleMax}
              {...form.getInputProps('titleRu')}
            />
            <Textarea
              label={t('form.description')}
              lang="en"
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('description')}
            />
            <Textarea
              label={t('form.descriptionRu')}
              description={t('form.ruHint')}
              lang="ru"
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('descriptionRu')}
            />
          </SimpleGrid>
          <Textarea
            label={t('form.options')}
            description={t('form.optionsHint', { min: PROPOSAL_LIMITS.optionsMin, max: PROPOSAL_LIMITS.optionsMax })}
            autosize
            minRows={2}
            maxRows={10}
            {...form.getInputProps('options')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput type="datetime-local" label={t('form.startsAt')} {...form.getInputProps('startsAt')} />
            <TextInput type="datetime-local" label={t('form.endsAt')} {...form.getInputProps('endsAt')} />
          </SimpleGrid>
          <FormFooter
            error={save.isError ? messageOf(save.error, t('form.failed')) : null}
            label={t(proposal ? 'form.save' : 'form.publish')}
            pending={save.isPending}
            cancel={{ label: t('form.close'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function Actions({ proposal, onEdit }: { proposal: AdminProposal; onEdit: () => void }) {
  const { t } = useTranslation('admin-dao');
  const cancel = useProposalChange(cancelProposal);
  const open = proposal.status === 'upcoming' || proposal.status === 'active';
  if (!open) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {proposal.status === 'upcoming' && (
        <Button size="xs" variant="light" onClick={onEdit}>
          {t('actions.edit')}
        </Button>
      )}
      <ConfirmButton
        size="xs"
        variant="light"
        color="red"
        label={t('actions.cancel')}
        title={t('actions.cancelTitle')}
        text={t('actions.cancelText', { title: proposal.title })}
        confirmLabel={t('actions.cancelConfirm')}
        onConfirm={async () => {
          await cancel.mutateAsync(proposal.id);
          notifySuccess(t('actions.cancelled'));
        }}
      />
    </Group>
  );
}

export function DaoConsole() {
  const { t } = useTranslation('admin-dao');
  const [page, setPage] = useState(1);
  const proposals = useProposals(page);
  // null: a new proposal; undefined: no dialog.
  const [editing, setEditing] = useState<AdminProposal | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing(null)}>{t('actions.new')}</Button>
      </Group>
      {proposals.isPending ? (
        <Skeleton h={300} />
      ) : proposals.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={messageOf(proposals.error, t('loadFailedHint'))}
          retryLabel={t('retry')}
          onRetry={() => void proposals.refetch()}
          retrying={proposals.isFetching}
        />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="sm">
            <ColumnsTable
              label={t('table')}
              rows={proposals.data.items}
              rowKey={(p) => p.id}
              empty={t('empty')}
              columns={[
                {
                  heading: t('column.title'),
                  cell: (p) => (
                    <Stack gap={2}>
                      <span lang="en">{p.title}</span>
                      {p.titleRu && <span lang="ru">{p.titleRu}</span>}
                    </Stack>
                  ),
                },
                {
                  heading: t('column.status'),
                  cell: (p) => (
                    <Badge color={STATUS_COLOR[p.status]} variant="filled">
                      {t(`status.${p.status}`)}
                    </Badge>
                  ),
                },
                {
                  heading: t('column.dates'),
                  cell: (p) => t('dates', { start: utcDay(p.startsAt), end: utcDay(p.endsAt) }),
                },
                {
                  heading: t('column.votes'),
                  numeric: true,
                  cell: (p) => p.options.reduce((sum, o) => sum + o.votes, 0),
                },
                { heading: t('column.actions'), cell: (p) => <Actions proposal={p} onEdit={() => setEditing(p)} /> },
              ]}
            />
            <PageNav
              label={t('pagination.label')}
              page={page}
              pages={pageCount(proposals.data)}
              onChange={setPage}
              controlLabel={(control) => t(`pagination.${control}`)}
              pageLabel={(n) => t('pagination.page', { page: n })}
              size="sm"
            />
          </Stack>
        </Paper>
      )}
      {editing !== undefined && (
        <ProposalDialog key={editing?.id ?? 'new'} proposal={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
