import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@portal/contracts';
import { i18n } from '../i18n';
import type { ApiErrorText } from './use-api-error-text';

/** The toast's close button is an icon: it needs a name for screen readers. */
function closeButtonProps() {
  return { 'aria-label': i18n.t('common:actions.close') };
}

/** Toasts last 3 s (SPEC §9). */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'green',
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyWarning(message: string) {
  notifications.show({
    color: 'yellow',
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyError(text: ApiErrorText | string) {
  const { title, detail } = typeof text === 'string' ? { title: text, detail: undefined } : text;
  notifications.show({
    color: 'red',
    title: detail ? title : undefined,
    message: detail ?? title,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: closeButtonProps(),
  });
}
