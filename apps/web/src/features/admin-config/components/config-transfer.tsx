/**
 * The configuration page (docs/product.md §10 "Configuration"): the whole configuration downloaded as a JSON file,
 * and a file imported — first a dry run that lists every item it would add, change or remove with its values before
 * and after, then, once confirmed with a fresh code, applied in one step.
 */
import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import type { ConfigDiffResponse } from '@yc/contract/admin-config';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ALERT_STYLES } from '../../../components/ui/text-styles.ts';
import { isApiError, messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadConfig, dryRunConfig, importConfig } from '../api/config-transfer.ts';
import { ChangeList } from './change-list.tsx';

interface Refusal {
  message: string;
  /** Each refused field: its path in the document and why. */
  fields: string[];
}

type State =
  | { step: 'idle' }
  | { step: 'checking'; name: string }
  | { step: 'refused'; name: string; refusal: Refusal }
  | { step: 'checked'; name: string; doc: unknown; diff: ConfigDiffResponse }
  | { step: 'applied'; name: string; count: number };

/** A failed call as the operator reads it: the server's message and, for a refused document, every path. */
const refusalOf = (error: unknown, fallback: string): Refusal => ({
  message: messageOf(error, fallback),
  fields: isApiError(error) ? error.details.map((d) => `${d.field.replace(/^body\./, '')}: ${d.message}`) : [],
});

export function ConfigTransfer() {
  const { t } = useTranslation('admin-config');
  const [state, setState] = useState<State>({ step: 'idle' });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadConfig();
    } catch (error) {
      setDownloadError(messageOf(error, t('export.failed')));
    } finally {
      setDownloading(false);
    }
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setState({ step: 'checking', name: file.name });
    let doc: unknown;
    try {
      doc = JSON.parse(await file.text());
    } catch {
      setState({ step: 'refused', name: file.name, refusal: { message: t('import.notJson'), fields: [] } });
      return;
    }
    try {
      setState({ step: 'checked', name: file.name, doc, diff: await dryRunConfig(doc) });
    } catch (error) {
      setState({ step: 'refused', name: file.name, refusal: refusalOf(error, t('import.checkFailed')) });
    }
  };

  const apply = async (doc: unknown, name: string) => {
    const result = await importConfig(doc);
    setState({ step: 'applied', name, count: result.changes.length });
  };

  return (
    <Stack gap="lg">
      <SectionCard title={t('export.title')} hint={t('export.text')}>
        <Stack gap="sm">
          <Group>
            <Button leftSection={<IconDownload size={18} />} onClick={download} loading={downloading}>
              {t('export.download')}
            </Button>
          </Group>
          {downloadError && (
            <Alert color="red" role="alert" styles={ALERT_STYLES}>
              {downloadError}
            </Alert>
          )}
        </Stack>
      </SectionCard>

      <SectionCard title={t('import.title')} hint={t('import.text')}>
        <Stack gap="sm">
          <Group>
            <FileButton onChange={choose} accept="application/json,.json">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconFileUpload size={18} />}
                  loading={state.step === 'checking'}
                >
                  {t('import.choose')}
                </Button>
              )}
            </FileButton>
            {state.step !== 'idle' && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('import.file', { name: state.name })}
              </Text>
            )}
          </Group>

          {state.step === 'refused' && (
            <Alert color="red" role="alert" title={t('import.refused')} styles={ALERT_STYLES}>
              <Text size="sm">{state.refusal.message}</Text>
              {state.refusal.fields.length > 0 && (
                <ul style={{ margin: 0, paddingInlineStart: 'var(--mantine-spacing-lg)', overflowWrap: 'anywhere' }}>
                  {state.refusal.fields.map((f) => (
                    <li key={f}>
                      <Text size="sm">{f}</Text>
                    </li>
                  ))}
                </ul>
              )}
            </Alert>
          )}

          {state.step === 'checked' &&
            (state.diff.changes.length === 0 ? (
              <Alert color="green" role="status" title={t('import.nothing')} styles={ALERT_STYLES}>
                {t('import.nothingText')}
              </Alert>
            ) : (
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {t('import.dryRun', { count: state.diff.changes.length })}
                </Title>
                <ChangeList changes={state.diff.changes} />
                <Group>
                  <ConfirmButton
                    label={t('import.apply')}
                    title={t('import.confirmTitle')}
                    text={t('import.confirmText', { count: state.diff.changes.length })}
                    confirmLabel={t('import.apply')}
                    onConfirm={() => apply(state.doc, state.name)}
                  />
                </Group>
              </Stack>
            ))}

          {state.step === 'applied' && (
            <Alert color="green" role="status" title={t('import.applied')} styles={ALERT_STYLES}>
              {t('import.appliedText', { count: state.count })}
            </Alert>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
