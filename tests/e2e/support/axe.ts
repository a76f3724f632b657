import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a page must not have. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface AxeFinding {
  rule: string;
  impact: ImpactValue;
  help: string;
  /** the offending elements: selector, and what axe found wrong there */
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and returns the serious and
 * critical violations, one line each, so a failing assertion says what is wrong where.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the debugging protocol: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}
