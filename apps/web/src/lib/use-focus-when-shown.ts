import { useCallback } from 'react';

/**
 * A ref that moves the keyboard focus to its element as soon as the element
 * is shown: a heading (give it `tabIndex={-1}`) or a field that replaces
 * what had the focus, so that the focus never falls back to the page's body.
 * The page is not scrolled by it: the caller scrolls where it wants.
 */
export function useFocusWhenShown<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    element?.focus({ preventScroll: true });
  }, []);
}
