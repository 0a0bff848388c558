// Serves the static Storybook (storybook-static/) on http://localhost:<port>.
// Usage: pnpm --filter @journals/design-system serve-storybook [--port 6107]  (0 picks a free port)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './static-server.ts';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const portFlag = process.argv.indexOf('--port');
const port = portFlag === -1 ? 6107 : Number(process.argv[portFlag + 1]);

if (!existsSync(root)) {
  console.error(
    'No storybook-static/ yet: run `pnpm --filter @journals/design-system build-storybook` first.',
  );
  process.exit(1);
}

const server = createStaticServer(root);
server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  console.info(`Storybook: http://127.0.0.1:${actual}/`);
});
