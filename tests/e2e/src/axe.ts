import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { hydrated } from './browser';

/** WCAG 2.0 and 2.1, A and AA (what the portal promises), and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['moderate', 'serious', 'critical']);

/**
 * Scans pages with axe-core and keeps the serious and critical violations of
 * each screen, so one run reports every screen at once.
 */
export class AxeReport {
  readonly findings: string[] = [];
  readonly scanned: string[] = [];
  /** Time spent in axe itself, for the run's figures. */
  elapsedMs = 0;

  async scan(page: Page, screen: string) {
    // An inert (not yet hydrated) page is hidden from assistive technology, and from axe.
    await hydrated(page);
    // From here on, modals and notices appear and go at once (the portal
    // honours reduced motion): a notice that starts to go while axe reads the
    // page is there or gone, never half-faded.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // No tooltip of wherever the last click left the pointer, and no
    // transition half-way (a modal opening, a toast fading in: axe would read
    // their colours mid-fade); endless animations (spinners) aside.
    await page.mouse.move(0, 0);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const moving = () =>
            document
              .getAnimations()
              .some(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
              );
          // Counted in rendered frames, not in timer ticks: a transition starts
          // on an animation frame (a modal goes "pre-entering" → "entering" two
          // frames after it mounts), and a busy machine can hold frames back
          // while timers still run. Calm means three frames and 100 ms with
          // nothing moving (a transition can start a moment after its cause).
          let calmSince = performance.now();
          let calmFrames = 0;
          const look = () => {
            if (moving()) {
              calmSince = performance.now();
              calmFrames = 0;
            } else calmFrames += 1;
            if (calmFrames >= 3 && performance.now() - calmSince >= 100) resolve();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
          // A page that renders no frames at all is scanned as it stands.
          setTimeout(resolve, 5_000);
        }),
    );
    const started = Date.now();
    // axe-core goes into each document once and runs again for each of its
    // screens. @axe-core/playwright put its 650 kB in twice on every scan,
    // which cost more than the scan itself.
    const injected = await page.evaluate(
      () => typeof (window as { axe?: unknown }).axe === 'object',
    );
    if (!injected) await page.evaluate(axe.source);
    const results = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          // Passes and incomplete results are not read: skipping their details is much faster.
          resultTypes: ['violations'],
        }),
      TAGS,
    );
    this.elapsedMs += Date.now() - started;
    this.scanned.push(screen);
    for (const violation of results.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
        );
      this.findings.push(
        `[${screen}] ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}\n${nodes.join('\n')}`,
      );
    }
  }
}
