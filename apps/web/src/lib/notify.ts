import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@portal/contracts';
import { i18n } from '../i18n';
import { wantToasts } from './toasts-wanted';
import type { ApiErrorText } from './use-api-error-text';

/** The toast's close button is an icon: it needs a name for screen readers. */
function closeButtonProps() {
  return { 'aria-label': i18n.t('common:actions.close') };
}

/** Options of a toast. */
export interface NotifyOptions {
  /**
   * One toast per id: showing it again while it is on screen updates that
   * toast and gives it its full time again, instead of stacking another.
   */
  id?: string;
}

// Which of two durations each kept toast last got: the toast restarts its
// timer only when its duration changes, so a repeat alternates them.
const restarted = new Map<string, boolean>();

function isShown(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((item) => item.id === id);
}

/** Every new toast: its container mounted first (lib/toasts-wanted), its close button named. */
function showToast(data: NotificationData) {
  wantToasts();
  notifications.show({ ...data, closeButtonProps: closeButtonProps() });
}

/** Toasts last 3 s (SPEC §9). */
function show(data: NotificationData, { id }: NotifyOptions) {
  const toast = { ...data, autoClose: TOAST_DURATION_MS, closeButtonProps: closeButtonProps() };
  if (!id) {
    showToast(toast);
    return;
  }
  if (!isShown(id)) {
    restarted.delete(id);
    showToast({ ...toast, id, onClose: () => restarted.delete(id) });
    return;
  }
  const flip = !restarted.get(id);
  restarted.set(id, flip);
  notifications.update({ ...toast, id, autoClose: TOAST_DURATION_MS + (flip ? 1 : 0) });
}

export function notifySuccess(message: string, options: NotifyOptions = {}) {
  show({ color: 'green', message }, options);
}

export function notifyWarning(message: string, options: NotifyOptions = {}) {
  show({ color: 'yellow', message }, options);
}

export function notifyError(text: ApiErrorText | string) {
  const { title, detail } = typeof text === 'string' ? { title: text, detail: undefined } : text;
  showToast({
    color: 'red',
    title: detail ? title : undefined,
    message: detail ?? title,
    autoClose: TOAST_DURATION_MS,
  });
}

/** A success that stays until the visitor closes it (one holding the only link to what was made). */
export function notifyUntilClosed({ title, message }: Pick<NotificationData, 'title' | 'message'>) {
  showToast({ color: 'green', title, message, autoClose: false });
}
