// The real fetch behind a gate the test opens and closes, so a navigation can be caught while its
// loader waits for the server; it also counts the calls by API path.

export interface FetchGate {
  fetch: typeof globalThis.fetch;
  /** Requests wait from now on until `open`. */
  close(): void;
  open(): void;
  /** Calls made so far, by call name ('archivePaperListing'). */
  calls(call: string): number;
}

export function createFetchGate(): FetchGate {
  let gate: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  const seen: string[] = [];
  return {
    fetch: async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      seen.push(new URL(url).pathname.split('/').pop() ?? '');
      await gate;
      return globalThis.fetch(input, init);
    },
    close() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    open() {
      release();
      gate = Promise.resolve();
    },
    calls: (call) => seen.filter((name) => name === call).length,
  };
}
