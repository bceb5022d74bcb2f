import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PanelActionsProps {
  onBack?: () => void;
  /** Label of the submit button; "Next" unless given. */
  submitLabel?: ReactNode;
  submitIcon?: ReactNode;
  loading?: boolean;
}

/** Back (to the previous panel) and the panel's submit button. */
export function PanelActions({ onBack, submitLabel, submitIcon, loading }: PanelActionsProps) {
  const { t } = useTranslation('repair-wizard');
  return (
    <Group justify={onBack ? 'space-between' : 'flex-end'} mt="lg" gap="sm">
      {onBack && (
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onBack}
          disabled={loading}
        >
          {t('actions.back')}
        </Button>
      )}
      <Button
        type="submit"
        rightSection={submitIcon ?? <IconArrowRight size={16} />}
        loading={loading}
      >
        {submitLabel ?? t('actions.next')}
      </Button>
    </Group>
  );
}
