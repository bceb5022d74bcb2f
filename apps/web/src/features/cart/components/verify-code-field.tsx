import { ActionIcon, Group, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CHECKOUT_LIMITS } from '@portal/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { verifyCodeImageUrl } from '../api/verify-code-url';

export interface VerifyCodeFieldProps {
  /** Changing it loads a new image, and with it a new code. */
  stamp: number;
  /** The image failed to load: it stays hidden until the next refresh. */
  failed: boolean;
  onRefresh: () => void;
  onImageError: () => void;
  /** What the form's getInputProps gives for the code field. */
  inputProps: ReturnType<UseFormReturnType<{ verifyCode: string }>['getInputProps']>;
}

/** The code input, its image (click for a new one) and a refresh button. */
export function VerifyCodeField({
  stamp,
  failed,
  onRefresh,
  onImageError,
  inputProps,
}: VerifyCodeFieldProps) {
  const { t } = useTranslation('cart');
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label={t('checkout.verifyCode')}
        withAsterisk
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CHECKOUT_LIMITS.verifyCode}
        style={{ flex: '1 1 160px' }}
        {...inputProps}
      />
      <Group gap="xs" mt={{ base: 0, xs: 25 }} wrap="nowrap">
        {!failed && (
          <UnstyledButton
            onClick={onRefresh}
            aria-label={t('checkout.codeImageRefresh')}
            title={t('checkout.codeImageRefresh')}
            style={{
              borderRadius: 4,
              border: '1px solid var(--mantine-color-gray-4)',
              lineHeight: 0,
              overflow: 'hidden',
            }}
          >
            <img
              key={stamp}
              src={verifyCodeImageUrl(stamp)}
              alt={t('checkout.codeImage')}
              width={120}
              height={40}
              onError={onImageError}
              style={{ display: 'block', background: 'white' }}
            />
          </UnstyledButton>
        )}
        <Tooltip label={t('checkout.newCode')} withArrow>
          <ActionIcon
            variant="default"
            size={36}
            onClick={onRefresh}
            aria-label={t('checkout.newCode')}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
