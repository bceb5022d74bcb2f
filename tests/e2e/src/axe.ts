import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0 A and AA, and 2.1 AA: what the portal promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

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
    // Modal transitions finished: axe sees what a visitor sees.
    await page.waitForTimeout(200);
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
            `      ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
        );
      this.findings.push(
        `[${screen}] ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}\n${nodes.join('\n')}`,
      );
    }
  }
}
