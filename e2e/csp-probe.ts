import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The probe of a page's Content-Security-Policy (docs/decisions/0005: no page may eval), made on the
// one navigation of every page's test: docs.spec.ts, site.spec.ts and validate.spec.ts.

/**
 * What the page's own code gets when it tries to eval. Code that Playwright evaluates is exempt
 * from the policy (CDP lets it through), so the probe runs from a timer, outside that call: there it
 * is the page's code like any other, and so is the inline script it adds.
 */
export async function evalInPage(page: Page) {
  await page.evaluate(() => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
    const attempt = (run: () => unknown) => {
      try {
        run();
        return 'ran';
      } catch (error) {
        return (error as Error).name;
      }
    };
    setTimeout(() => {
      // biome-ignore lint/security/noGlobalEval: the probe of the policy
      const direct = [attempt(() => eval('1 + 1')), attempt(() => new Function('return 1')())];
      const script = document.createElement('script');
      script.textContent =
        "document.body.dataset.inlineEval = (() => { try { eval('1'); return 'ran'; } catch (e) { return e.name; } })();";
      document.body.append(script);
      setTimeout(() => {
        document.body.dataset.evalProbe = JSON.stringify({
          direct,
          inline: document.body.dataset.inlineEval,
          violations: [...new Set(violations)],
        });
      }, 100);
    }, 0);
  });
  await page.waitForFunction(() => document.body.dataset.evalProbe !== undefined);
  return JSON.parse((await page.locator('body').getAttribute('data-eval-probe'))!) as {
    direct: string[];
    inline: string;
    violations: string[];
  };
}

export function expectRefused(result: Awaited<ReturnType<typeof evalInPage>>) {
  expect(result.direct).toEqual(['EvalError', 'EvalError']);
  expect(result.inline).toBe('EvalError');
  expect(result.violations).toContain('script-src eval');
}

export function expectNoEval(policy: string | undefined, path: string) {
  expect(policy, path).toBeDefined();
  const scripts = policy!.split(';').find((d) => d.trim().startsWith('script-src'));
  expect(scripts, path).toContain("'self'");
  expect(policy, path).not.toContain('unsafe-eval');
}
