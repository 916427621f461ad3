import { CATASTROPHIC_PATTERN, ISSUE_PATTERN, XSS } from '../lib/client/testing/hostile-payloads';
import { expect, test } from './fixtures';
import {
  connectionPanel,
  connectionStatus,
  openPlayground,
  resultPanel,
  runTool,
  selectTool,
  toolList,
  watchForHostileEffects,
} from './playground-helpers';
import { FLOOD_TASK_TOOL, type HostileServer, startHostileServer } from './playground-hostile-server';
import {
  describeLoad,
  describeResponsiveness,
  longestMainThreadTask,
  probeResponsiveness,
} from './validate-helpers';

// The playground against the replies of issue 19 that are built to be expensive or to escape: each
// ends in a bounded result or a clear error, shown plainly, with no script run, nothing sent
// elsewhere, and the page responding. "Responding" is measured in the page, not by timing the test:
// key presses and a long-task observer inside the page, with a Chromium trace giving the CPU time
// behind each wait (the wall time on a loaded machine also counts waiting for a core).

let hostile: HostileServer;
test.beforeAll(async () => {
  hostile = await startHostileServer();
});
test.afterAll(async () => {
  await hostile?.close();
});

/** Connects the playground to another endpoint of the hostile server. */
async function reconnect(page: import('@playwright/test').Page, url: string) {
  const panel = connectionPanel(page);
  await panel.getByRole('radio', { name: /A server URL/ }).check();
  await panel.getByRole('textbox', { name: 'Server URL' }).fill(url);
  await panel.getByRole('button', { name: 'Connect' }).click();
}

test('expensive and escaping replies end bounded and plain, and the page keeps responding', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const effects = watchForHostileEffects(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPlayground(page);

  // 1. The catastrophic patterns (probe finding 1, and the issue's own example): the tab hung for
  // more than ten minutes. Probes in the page answer "does it respond?" throughout: a key pressed
  // about every 50 ms must reach the page, and the trace says how much of each wait, and of each
  // long task the page's observer saw, was the page's own work rather than waiting for a core.
  await reconnect(page, hostile.at('catastrophic'));
  await expect(connectionStatus(page)).toContainText('Connected: modern era', { timeout: 30_000 });
  for (const [tool, pattern] of [
    ['catastrophic', CATASTROPHIC_PATTERN],
    ['nested_repeats', ISSUE_PATTERN],
  ] as const) {
    await selectTool(page, tool);
    // Measured from the click on Run until the finding shows: the hostile reply arrives, is
    // parsed, checked against its outputSchema (in the validation worker) and rendered.
    const probed = await probeResponsiveness(browser, page, async () => {
      await runTool(page, 'Complete');
      await expect(
        resultPanel(page).getByText(/^Could not be checked against the outputSchema/),
      ).toBeVisible();
      // The finding, plainly: what could not be checked and which pattern was too expensive.
      await expect(
        resultPanel(page)
          .getByText(/structuredContent\/q could not be checked: the pattern/)
          .filter({ hasText: JSON.stringify(pattern) })
          .first(),
      ).toBeVisible();
    });
    console.log(describeResponsiveness(`catastrophic pattern ${pattern}`, probed));
    expect(probed.sent).toBeGreaterThan(0);
    expect(probed.keys.length, 'every key pressed while the reply was checked reached the page').toBe(
      probed.sent,
    );
    // The main thread's CPU between a key and its answer counts the renderer's own tasks too (one
    // of ~90 ms with nothing of the page's in it was seen at load 3), so this bound is the trace's
    // quarter of a second below; the page's own long tasks are held to 50 ms next.
    for (const key of probed.keys) {
      expect(key.cpuMs, "the page answers each key within 250 ms of the main thread's CPU").toBeLessThan(250);
    }
    for (const task of probed.longTasks) {
      expect(
        task.cpuMs,
        'no main-thread task of 50 ms or more (CPU) while the reply is checked',
      ).toBeLessThan(50);
    }
    // Every task in the trace, also those the page's observer does not see (it saw none of 50 ms
    // above). Quiet runs show up to 47 ms of CPU; a CI run at load 6 on 2 cores showed 106 ms, in a
    // task the observer missed. The failure this guards against is a frozen tab (the probe's
    // finding: more than ten minutes), so the bound is a quarter of a second of CPU, and a failure
    // names what the task spent its time on.
    expect(
      probed.longest.cpuMs,
      `no main-thread task of 250 ms of CPU or more in the trace (the longest: ${probed.longest.what})`,
    ).toBeLessThan(250);
  }

  // 2. uniqueItems over 20,000 objects (probe finding 2: the page froze for 19.9 s) is decided.
  const unique = await longestMainThreadTask(browser, page, async () => {
    await reconnect(page, hostile.at('unique'));
    await expect(connectionStatus(page)).toContainText('Connected: modern era', { timeout: 30_000 });
    await selectTool(page, 'unique_rows');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/^Conforms to the outputSchema/)).toBeVisible();
  });

  // 3. structuredContent 100,000 levels deep: shown, and "could not be checked", not a crash.
  const deep = await longestMainThreadTask(browser, page, async () => {
    await reconnect(page, hostile.at('deep'));
    await expect(connectionStatus(page)).toContainText('Connected: modern era', { timeout: 30_000 });
    await selectTool(page, 'deep');
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByText(/^Could not be checked against the outputSchema/)).toBeVisible();
  });

  // 4. 10,000 tools are listed (virtualized) and can be filtered to one.
  const many = await longestMainThreadTask(browser, page, async () => {
    await reconnect(page, hostile.at('many'));
    await expect(connectionStatus(page)).toContainText('Connected: modern era', { timeout: 60_000 });
    await expect(page.getByRole('status', { name: 'Tool list status' })).toHaveText('10000 tools listed.', {
      timeout: 60_000,
    });
    await selectTool(page, 'tool_9999');
    await expect(toolList(page).getByRole('button')).toHaveCount(1);
  });

  // 5. A 50 MB body stops at the size limit with a clear error.
  await reconnect(page, hostile.at('huge'));
  await expect(connectionStatus(page)).toContainText('Connected: modern era', { timeout: 30_000 });
  await selectTool(page, 'huge');
  await runTool(page, /Failed|failed/);
  await expect(
    resultPanel(page)
      .getByText(/larger than the limit/)
      .first(),
  ).toBeVisible();

  // 6. A redirect to another origin is not followed: the browser hides its target, so nothing goes.
  await reconnect(page, hostile.at('redirect'));
  await expect(
    page.getByRole('alert').filter({ hasText: /answered with a redirect, which is not followed/ }),
  ).toBeVisible({ timeout: 30_000 });
  expect(hostile.elsewhere, 'nothing reached the other origin').toEqual([]);

  // 7. A task whose listen stream floods 10,000 status notifications (hostile status messages):
  // followed to its end, every string shown as text, the page responding.
  await connectionPanel(page)
    .getByRole('checkbox', { name: 'tasks (io.modelcontextprotocol/tasks)' })
    .check();
  const flood = await longestMainThreadTask(browser, page, async () => {
    await reconnect(page, hostile.at('tasks'));
    await expect(connectionStatus(page)).toContainText('Connected: modern era', { timeout: 30_000 });
    await selectTool(page, FLOOD_TASK_TOOL);
    await runTool(page, 'Complete');
    await expect(resultPanel(page).getByRole('region', { name: 'Task' })).toHaveAttribute(
      'data-state',
      'completed',
    );
    await expect(resultPanel(page).getByText(`Flood over ${XSS}`).first()).toBeVisible();
  });
  console.log(
    `[task flood] 10,001 notifications: longest main-thread task, CPU / wall ms: ${flood.cpuMs.toFixed(1)} / ${flood.wallMs.toFixed(1)} (${describeLoad()})`,
  );

  console.log(
    `[expensive replies] longest main-thread task, CPU / wall ms: uniqueItems ${unique.cpuMs.toFixed(1)} / ${unique.wallMs.toFixed(1)}, 100,000 deep ${deep.cpuMs.toFixed(1)} / ${deep.wallMs.toFixed(1)}, 10,000 tools ${many.cpuMs.toFixed(1)} / ${many.wallMs.toFixed(1)} (${describeLoad()})`,
  );
  expect(effects).toEqual([]);
  expect(errors).toEqual([]);
});
