// Stopping on a signal: the server finishes what is in flight and exits 0; what still runs when
// the grace period ends is cut, and the process exits 1. The grace period is read on a clock the
// test moves, so it holds however busy the machine.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraining, shutdownGraceMs, stopOnSignals } from '../src/graceful-shutdown.ts';

/** The handlers `stopOnSignals` registers, kept by the test instead of the process. */
function signalHandlers(): Map<string, (signal: NodeJS.Signals) => void> {
  const handlers = new Map<string, (signal: NodeJS.Signals) => void>();
  vi.spyOn(process, 'on').mockImplementation(((
    event: string,
    handler: (signal: NodeJS.Signals) => void,
  ) => {
    handlers.set(event, handler);
    return process;
  }) as typeof process.on);
  return handlers;
}

/** A server on a free port whose requests wait for the test: each is handed to `waiting`. */
async function serverOfWaitingRequests() {
  const waiting: IncomingMessage[] = [];
  const server = createServer((incoming) => {
    waiting.push(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  opened = { server, closed };
  return { server, waiting, port: (server.address() as AddressInfo).port };
}

/** Sends a GET that stays in flight (its answer never comes); errors are expected at the cut. */
function askAndWait(port: number) {
  request({ host: '127.0.0.1', port, path: '/slow' })
    .on('error', () => {})
    .end();
}

/** The test's server, and when it has closed. */
let opened: { server: Server; closed: Promise<void> } | undefined;

afterEach(async () => {
  // The stop under test ends in process.exit, here a mock: let its chain finish on this test's
  // mocks (the server closed, its closing run) before the next test's replace them.
  if (opened) {
    opened.server.closeAllConnections();
    if (opened.server.listening) opened.server.close();
    await opened.closed;
    await new Promise((resolve) => setImmediate(resolve));
  }
  opened = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('stopOnSignals', () => {
  it('cuts a request still running when the grace period ends, and exits 1', async () => {
    const running = await serverOfWaitingRequests();
    askAndWait(running.port);
    await vi.waitFor(() => expect(running.waiting).toHaveLength(1));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const handlers = signalHandlers();
    const draining = createDraining();
    stopOnSignals(running.server, { draining });

    handlers.get('SIGTERM')?.('SIGTERM');
    expect(draining.draining()).toBe(true);
    vi.advanceTimersByTime(shutdownGraceMs - 1);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors).toHaveBeenCalledWith(
      `Requests still running after ${shutdownGraceMs} ms: stopping anyway`,
    );
    expect(shutdownGraceMs).toBe(10_000);
  });

  it('with nothing in flight, closes, runs its own closing and exits 0', async () => {
    const idle = await serverOfWaitingRequests();
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const afterClose = vi.fn(async () => {});
    const handlers = signalHandlers();
    stopOnSignals(idle.server, { draining: createDraining(), afterClose });

    handlers.get('SIGINT')?.('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(afterClose).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(idle.server.listening).toBe(false);
  });

  it('a second signal while stopping changes nothing', async () => {
    const idle = await serverOfWaitingRequests();
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const afterClose = vi.fn(async () => {});
    const handlers = signalHandlers();
    stopOnSignals(idle.server, { draining: createDraining(), afterClose });

    handlers.get('SIGTERM')?.('SIGTERM');
    handlers.get('SIGINT')?.('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(info).toHaveBeenCalledTimes(1);
    expect(afterClose).toHaveBeenCalledTimes(1);
  });
});
