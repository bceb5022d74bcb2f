import { AxeBuilder } from '@axe-core/playwright';
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
    // No tooltip of wherever the last click left the pointer, and no
    // transition half-way (a modal opening, a toast fading in: axe would read
    // their colours mid-fade); endless animations (spinners) aside.
    await page.mouse.move(0, 0);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          // Calm for 100 ms: a transition can start a moment after the change that causes it.
          const moving = () =>
            document
              .getAnimations()
              .some(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
              );
          const deadline = Date.now() + 5_000;
          let calmSince = Date.now();
          const look = () => {
            if (moving()) calmSince = Date.now();
            if (Date.now() - calmSince >= 100 || Date.now() > deadline) resolve();
            else setTimeout(look, 20);
          };
          look();
        }),
    );
    // Legacy mode runs axe in the page itself; the default opens a helper page
    // per scan, which only matters for cross-origin frames (the portal has none).
    const started = Date.now();
    const results = await new AxeBuilder({ page })
      // Passes and incomplete results are not read: skipping their details is much faster.
      // (options() replaces every option, so it comes before withTags.)
      .options({ resultTypes: ['violations'] })
      .withTags(TAGS)
      .setLegacyMode(true)
      .analyze();
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
