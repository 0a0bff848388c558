// Where the repository is, for the tests that read its manifests or build from it.
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
