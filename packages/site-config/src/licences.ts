// The Creative Commons licences a journal may publish under (version 4.0), with their SPDX ids:
// what the journal generator offers, and what the licence texts of `@journals/content` explain.
import type { Licence } from './types.ts';

export const creativeCommonsLicences = [
  {
    name: 'Creative Commons Attribution 4.0 International',
    spdx: 'CC-BY-4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    name: 'Creative Commons Attribution-ShareAlike 4.0 International',
    spdx: 'CC-BY-SA-4.0',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  {
    name: 'Creative Commons Attribution-NoDerivatives 4.0 International',
    spdx: 'CC-BY-ND-4.0',
    url: 'https://creativecommons.org/licenses/by-nd/4.0/',
  },
  {
    name: 'Creative Commons Attribution-NonCommercial 4.0 International',
    spdx: 'CC-BY-NC-4.0',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/',
  },
  {
    name: 'Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International',
    spdx: 'CC-BY-NC-SA-4.0',
    url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  },
  {
    name: 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International',
    spdx: 'CC-BY-NC-ND-4.0',
    url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  },
] as const satisfies readonly Licence[];
