import { afterEach, describe, expect, it } from 'vitest';
import { BEFORE_PAINT_SCRIPT } from '../src/entry-server';

describe('the head script of prerendered pages', () => {
  const run = () => new Function(BEFORE_PAINT_SCRIPT)() as void;
  /** Which of the script's two marks the page carries. */
  const marks = () => ({
    rerender: document.documentElement.hasAttribute('data-rerender'),
    cookieAnswered: document.documentElement.hasAttribute('data-cookie-answered'),
  });
  afterEach(() => {
    document.documentElement.removeAttribute('data-rerender');
    document.documentElement.removeAttribute('data-cookie-answered');
  });

  it('leaves a first visit as prerendered', () => {
    run();
    expect(marks()).toEqual({ rerender: false, cookieAnswered: false });
  });

  it('hides the page from a visitor of another stored language, and the dialog from one who answered', () => {
    localStorage.setItem('selectLang', 'en-US');
    localStorage.setItem('cookieAccepted', 'false');
    run();
    expect(marks()).toEqual({ rerender: true, cookieAnswered: true });
  });

  it('ignores stored values the app itself would ignore', () => {
    localStorage.setItem('selectLang', 'de-DE');
    localStorage.setItem('cookieAccepted', 'maybe');
    run();
    expect(marks()).toEqual({ rerender: false, cookieAnswered: false });
  });
});
