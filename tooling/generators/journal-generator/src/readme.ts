// A new journal app's README: what the app holds, its commands and environment, its end-to-end
// pass, and what its team may make its own after generating it.
import type { AppIdentity } from './app-config-files.ts';

export function appReadme({ id, acronym, devPort }: AppIdentity, title: string): string {
  const upper = id.toUpperCase();
  return `# @journals/${id}

The ${acronym} journal section (${title}), a React Router app served at \`/${id}/\`. It is
built like every journal app, from what \`pnpm gen:journal\` writes: it holds only what is its own.

- \`app/site.ts\`: which site config it serves (\`@journals/site-config\`, \`sites/${id}.ts\` holds
  what is the journal's own: names, subject, ISSNs, licence, the editorial system's journal id;
  menus, routes, page titles and texts come from what every journal shares);
- \`app/routes.ts\`: the route list from \`@journals/journal-site/route-config\`, whose routes point
  to journal-site's modules. To change one page for this journal only, write a module at
  \`app/routes/<area>/<name>.tsx\` (the shared module's path under \`src/routes/\`, or a text page's
  own name, \`pages/faqs.tsx\` for \`/FAQs\`): that route then takes it (apps/README.md);
- \`app/root.tsx\`, \`app/entry.server.tsx\`: one line each, re-exporting the shared root and the
  server entry. They are what the generator writes, and
  \`pnpm --filter @journals/journal-generator test\` fails when a journal app's differ from it;
- \`public/favicon.ico\` (a placeholder: the journal's letter on the base brand colour),
  \`vite.config.ts\`, \`react-router.config.ts\` (basename \`/${id}/\`);
- \`playwright.config.ts\`: the journal suite of \`tooling/checks/journal-e2e\`.

## Commands

| command | does |
| --- | --- |
| \`pnpm --filter @journals/${id} dev\` | hot reload on \`http://127.0.0.1:${devPort}/${id}/\` (start the reference API too: \`pnpm dev\` at the root does both) |
| \`pnpm --filter @journals/${id} build\` | server and client build in \`build/\` |
| \`pnpm --filter @journals/${id} start\` | \`journal-app-server\` (\`@journals/app-server\`) on \`PORT\` (production) |
| \`pnpm --filter @journals/${id} test:e2e\` | the journal suite's ${acronym} pass against the built app and freshly seeded reference APIs |
| \`pnpm --filter @journals/${id} bench\` | the gzipped JavaScript each page type ships (after a build) |

\`pnpm start\` at the root serves this app's build at \`http://127.0.0.1:4300/${id}/\` beside the
other sites (\`tooling/services/proxy\`), and the nginx config routes \`/${id}/\` to it: both read the site
configs' registry. \`pnpm --filter @journals/lighthouse bench\` runs Lighthouse on every site's
home, list, paper and policy page, this journal's too, and prints the scores (\`tooling/checks/lighthouse\`).

Production environment: \`PORT\`, \`API_BASE_URL\` (the journal's API base, e.g.
\`https://api.example.org/${id}\`; \`${upper}_API_BASE_URL\` wins when several apps share one
process), \`API_AUTHORIZATION\` (server-side only), \`API_TIMEOUT_MS\`, and the contact overrides of
\`@journals/site-config\` (\`${upper}_JOURNAL_EMAIL\`, \`${upper}_SUPPORT_EMAIL\`, \`${upper}_PHONE\`,
\`EDITORIAL_SYSTEM_URL\`). See \`docs/deploy.md\`.

## End-to-end tests

\`playwright.config.ts\` runs ${acronym}'s own pass of the journal suite (\`tooling/checks/journal-e2e\`,
\`specs/every-journal/\`) against this app's build: every page route at 1280 and 360 px, the
head-tag crawler spec, JavaScript off, the client assets, and what its config makes its own. The
shared behaviours run too, at 1280 px and 360 px.

## Making it the journal's own

What the generator leaves at a shared default until the team changes it:

- the colours: the base theme, until the journal has an entry in
  \`packages/design-system/src/theme/sites.ts\`;
- the research areas of the aim-and-scope and call-for-papers pages: its subject's, until it has
  a list in \`packages/content/src/journal/scope-areas.ts\`;
- the reference API's data: engineering and technology named after its subject, until it has a
  vocabulary in \`tooling/services/journal-api/src/seed/vocabularies.ts\`;
- the DOI prefix (\`10.5555\`, the test prefix) and the title variants, in \`sites/${id}.ts\`;
- the favicon, \`public/favicon.ico\`.
`;
}
