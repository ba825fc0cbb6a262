/**
 * A waiting correction's decisions, each after a confirmation: a second operator approves (it posts now) or rejects
 * with a note; its proposer may only cancel, and sees why approving is not theirs to do.
 */
import { Stack, Text } from '@mantine/core';
import { CORRECTION_TEXT_MAX, type Correction } from '@yc/contract/admin-corrections';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useApproveCorrection, useCancelCorrection, useRejectCorrection } from '../api/correction-actions.ts';
import { correctionSummary } from '../utils/describe.ts';
import classes from './corrections.module.css';
import { LoadedEntry } from './loaded-entry.tsx';

export function CorrectionActions({ correction, operatorId }: { correction: Correction; operatorId: string | null }) {
  const { t } = useTranslation('admin-corrections');
  const approve = useApproveCorrection();
  const reject = useRejectCorrection();
  const cancel = useCancelCorrection();
  const own = correction.proposedBy.id === operatorId;
  const summary = correctionSummary(correction, t);

  return (
    <Stack gap={4}>
      <div className={classes.actions}>
        <ConfirmButton
          size="xs"
          color="green"
          label={t('approve.label')}
          title={t('approve.title')}
          text={t('approve.text', { summary })}
          confirmLabel={t('approve.confirm')}
          disabled={own}
          onConfirm={() => approve.mutateAsync([correction.id])}
        >
          {correction.kind === 'reversal' && correction.entryId && <LoadedEntry entryId={correction.entryId} />}
        </ConfirmButton>
        {own ? (
          <ConfirmButton
            size="xs"
            variant="default"
            label={t('cancel.label')}
            title={t('cancel.title')}
            text={t('cancel.text', { summary })}
            confirmLabel={t('cancel.confirm')}
            onConfirm={() => cancel.mutateAsync([correction.id])}
          />
        ) : (
          <ConfirmButton
            size="xs"
            color="red"
            variant="light"
            label={t('reject.label')}
            title={t('reject.title')}
            text={t('reject.text', { summary })}
            confirmLabel={t('reject.confirm')}
            reasons={[{ label: t('reject.note'), maxLength: CORRECTION_TEXT_MAX }]}
            onConfirm={([note]) => reject.mutateAsync([correction.id, note])}
          />
        )}
      </div>
      {own && (
        <Text size="xs" c={MUTED} className={consoleList.wrap}>
          {t('approve.ownHint')}
        </Text>
      )}
    </Stack>
  );
}
