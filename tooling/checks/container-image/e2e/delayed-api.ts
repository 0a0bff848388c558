// A stand-in in front of the reference API that holds each answer for `delayMs` while `slow` is
// on: a page that needs the API is then still in flight when the test stops the server.
import { createServer, request as httpRequest } from 'node:http';

export async function startDelayedApi(target: string, delayMs: number) {
  const state = { slow: false };
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const forward = () => {
      const outgoing = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: upstream.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      outgoing.once('error', () => response.destroy());
      request.pipe(outgoing);
    };
    if (state.slow) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
