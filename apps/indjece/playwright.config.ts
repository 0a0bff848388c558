import { journalE2EConfig } from '@journals/journal-e2e/config';

// The journal suite of tooling/checks/journal-e2e against this app's build: INDJECE's own pass (every
// route, head tags, JavaScript off, client assets, what its config makes its own) and the shared
// behaviours, at 1280 px and 360 px.
export default journalE2EConfig({ site: 'indjece', appDir: import.meta.dirname });
