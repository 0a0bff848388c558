import { journalE2EConfig } from '@journals/journal-e2e/config';

// The journal suite of tooling/journal-e2e against this app's build. INDJECE runs the shared
// behaviours in full (fullSuite); every other journal runs them on the desktop and over HTTP.
export default journalE2EConfig({ site: 'indjece', appDir: import.meta.dirname, fullSuite: true });
