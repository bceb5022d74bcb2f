import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
    // No tooltip of wherever the last click left the pointer, and modal
    // transitions finished: axe sees the screen as it stands.
    await page.mouse.move(0, 0);
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
            `      ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
        );
      this.findings.push(
        `[${screen}] ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}\n${nodes.join('\n')}`,
      );
    }
  }
}
