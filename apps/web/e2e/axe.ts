import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core's source, evaluated in the page: the product's CSP refuses inline and injected script
// tags, but Playwright's evaluate runs through the DevTools protocol, which the CSP does not govern.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: { target: string; html: string }[];
}

/** Serious and critical findings of axe-core on the page as it is now (WCAG 2.x A/AA rules). */
export async function seriousViolations(page: Page, rules?: string[]): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (only) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the evaluated source defines.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: only
        ? { type: 'rule', values: only }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v: { id: string; impact: string; nodes: { target: string[]; html: string }[] }) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160) })),
      }),
    );
  }, rules);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per finding, for a failing test's message. */
export const describeFindings = (findings: AxeFinding[]) =>
  findings
    .map(
      (f) =>
        `${f.rule} (${f.impact}, ${f.nodes.length}): ${f.nodes
          .slice(0, 3)
          .map((n) => n.target)
          .join(' | ')}`,
    )
    .join('\n');
