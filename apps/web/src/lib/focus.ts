import { useCallback, useEffect, useRef } from 'react';

/**
 * Where the keyboard focus goes when what had it disappears or is disabled,
 * so that it never falls back to the page's body (WCAG 2.4.3).
 */

/** Moves the focus to `element`, making a heading or an item focusable by script first. */
export function moveFocusTo(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** The page's own heading: the focus's place when the control it was on is gone for good. */
export function focusPageHeading(): boolean {
  return moveFocusTo(document.querySelector('main h1') ?? document.querySelector('h1'));
}

/**
 * After React has drawn the order read again: `wanted()` when it is still on
 * the page, else the heading `fallbackId` (the status), never the page's body.
 */
export function focusAfterDraw(wanted: () => HTMLElement | null, fallbackId: string) {
  requestAnimationFrame(() => {
    const element = wanted();
    (element?.isConnected ? element : document.getElementById(fallbackId))?.focus();
  });
}

/**
 * "Load more": once the items asked for are shown, the focus goes to the
 * first of them, as the button may be gone (nothing more to load). `list` is
 * the element with one child per item; `shown` the number of items shown.
 */
export function useFocusOnLoadedMore<T extends HTMLElement>(shown: number) {
  const listRef = useRef<T>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    moveFocusTo(listRef.current?.children[index]);
  }, [shown]);
  /** Called as more are asked for. */
  const loadingMore = useCallback(() => {
    firstNew.current = shown;
  }, [shown]);
  return { listRef, loadingMore };
}
