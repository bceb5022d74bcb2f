import '@testing-library/jest-dom/vitest';
import { failOnUnexpectedConsole } from '@portal/test-support/console-guard';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMediaQueryList } from './media-query';

failOnUnexpectedConsole();

// One wait for every findBy and waitFor: the 1 s default, then 5 s, ran out on a busy machine
// (a lazily loaded popover while both databases' API suites ran beside the web's).
configure({ asyncUtilTimeout: 10_000 });

// Tests of build-time rendering run without a DOM (`@vitest-environment node`).
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // jsdom lacks these browser APIs that Mantine uses.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => fakeMediaQueryList(query)),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  // Never reports an element in sight: what depends on it (the image
  // carousel's engine) stays asleep, as it does off screen in a browser.
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  // jsdom lacks <dialog>'s methods: they open and close it by its attribute.
  if (!window.HTMLDialogElement.prototype.showModal) {
    Object.assign(window.HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    });
  }
  // Textarea autosize listens for web fonts, which jsdom does not have.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        addEventListener: () => {},
        removeEventListener: () => {},
        ready: Promise.resolve(),
      },
    });
  }
}
