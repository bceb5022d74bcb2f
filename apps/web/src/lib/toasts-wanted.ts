import { useSyncExternalStore } from 'react';

// Whether any toast has been asked for yet. The toasts' container (Mantine's
// Notifications, with its portal and transitions) is loaded and mounted only
// then, so a page that never shows one never fetches it; it shows what the
// store already holds once mounted.
let wanted = false;
const listeners = new Set<() => void>();

/** Called before a toast is shown: mounts the container if it is not yet. */
export function wantToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
