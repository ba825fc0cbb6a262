import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Timeline.css';
import { Alert, Modal, Progress, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { DialogState } from './dialog-button.tsx';
import { ALERT_STYLES } from './text-styles.ts';

/** The shell of the deposit and withdrawal dialogs. */
export function MoneyDialog({
  opened,
  onClose,
  onClosed,
  title,
  children,
}: DialogState & { title: string; children: ReactNode }) {
  const { t } = useTranslation('pools');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      onExitTransitionEnd={onClosed}
    >
      {children}
    </Modal>
  );
}

export type StepState = 'done' | 'current' | 'todo' | 'failed';

export interface ProgressStep {
  title: string;
  state: StepState;
  children?: ReactNode;
}

/**
 * The steps of a deposit or a withdrawal: a done step is ticked (and says so to a screen reader), the current one
 * is filled, a step that stopped the flow is crossed in red; once the flow is complete every step is ticked.
 */
export function ProgressSteps({ steps }: { steps: ProgressStep[] }) {
  const { t } = useTranslation('pools');
  const reached = steps.findLastIndex((s) => s.state === 'done' || s.state === 'current');
  return (
    <Timeline active={reached} bulletSize={20} lineWidth={2}>
      {steps.map((step) => (
        <Timeline.Item
          key={step.title}
          title={step.title}
          color={step.state === 'failed' ? 'red' : undefined}
          aria-current={step.state === 'current' ? 'step' : undefined}
          bullet={
            step.state === 'done' ? (
              <IconCheck size={14} role="img" aria-label={t('modal.stepDone')} />
            ) : step.state === 'failed' ? (
              <IconX size={14} role="img" aria-label={t('modal.stepFailed')} color="var(--mantine-color-red-filled)" />
            ) : undefined
          }
        >
          {step.children}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** How far the chain has confirmed a transfer; nothing where no confirmation is required. */
export function ConfirmationsBar({ n, total, label }: { n: number; total: number; label: string }) {
  return total > 0 && <Progress value={Math.min(100, (n / total) * 100)} aria-label={label} mt={4} />;
}

/**
 * A deposit's or a withdrawal's progress: its status (announced to screen readers), its steps and, where it
 * stopped, why. `name` prefixes the test ids.
 */
export function MoneyProgress({
  name,
  status,
  steps,
  stopped,
  children,
}: {
  name: 'deposit' | 'withdraw';
  status: string;
  steps: ProgressStep[];
  stopped?: { title: string; testId: string; reason: ReactNode };
  children?: ReactNode;
}) {
  return (
    <Stack gap="md" data-testid={`${name}-progress`}>
      <Text role="status" fw={600} data-testid={`${name}-status`}>
        {status}
      </Text>
      <ProgressSteps steps={steps} />
      {stopped && (
        <Alert styles={ALERT_STYLES} color="red" variant="light" title={stopped.title} data-testid={stopped.testId}>
          {stopped.reason}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
