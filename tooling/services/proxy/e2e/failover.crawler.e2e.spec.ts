// Scale-out through nginx: two instances of the INDJECE app behind its upstream, 50 connections of
// load on a page nginx does not keep (the apps run with PAGE_CACHE_SECONDS=0, so every request
// reaches an app), and one instance killed (SIGKILL) in the middle: no request fails, because
// nginx sends what found the instance gone to the other one.
import { expect, test } from './fixtures.ts';
import autocannon from 'autocannon';
import { cpuTicks, isRunning } from '../src/process-stats.ts';
import { startProductionStack, type ProductionStack } from '../src/production-stack.ts';

const path = '/indjece/aim-and-scope';
let stack: ProductionStack;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startProductionStack(
    { PAGE_CACHE_SECONDS: '0', PAGE_STALE_SECONDS: '0' },
    { instances: { indjece: 2 } },
  );
});

test.afterAll(async () => {
  await stack?.stop();
});

test('the page is not kept by nginx: every request reaches an app', async () => {
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${stack.proxyUrl}${path}`);
    await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBe('MISS');
  }
});

test('an instance killed under 50 connections of load: zero failed requests', async () => {
  test.setTimeout(90_000);
  const pids = stack.appPids.indjece ?? [];
  expect(pids).toHaveLength(2);
  const [survivor, victim] = pids as [number, number];
  const ticksBefore = pids.map((pid) => cpuTicks(pid) ?? 0);

  const statuses = new Map<number, number>();
  let answeredAfterKill = 0;
  let killed = false;
  let run: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon(
      { url: `${stack.proxyUrl}${path}`, connections: 50, duration: 8 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  run?.on('response', (_client, statusCode) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    if (killed) answeredAfterKill += 1;
  });

  // Both instances serve part of the load before one goes: wait until each has spent CPU time
  // since the load began and the proxy has answered a hundred requests, well inside the 8 s run.
  const answered = () => [...statuses.values()].reduce((sum, count) => sum + count, 0);
  await expect
    .poll(
      () => ({
        bothWorking: pids.every((pid, index) => (cpuTicks(pid) ?? 0) > (ticksBefore[index] ?? 0)),
        answeredEnough: answered() >= 100,
      }),
      { timeout: 5_000 },
    )
    .toEqual({ bothWorking: true, answeredEnough: true });
  process.kill(victim, 'SIGKILL');
  killed = true;

  const result = await finished;
  await expect.poll(() => isRunning(victim)).toBe(false);
  expect(isRunning(survivor)).toBe(true);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect([...statuses.keys()]).toEqual([200]);
  expect(result.requests.total).toBeGreaterThan(0);
  // The load went on after the kill, answered by the instance left.
  expect(answeredAfterKill).toBeGreaterThan(0);
  const after = await fetch(`${stack.proxyUrl}${path}`);
  expect(after.status).toBe(200);
});
