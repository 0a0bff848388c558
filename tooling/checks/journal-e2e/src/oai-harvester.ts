// The independent OAI-PMH harvester of the suite: Perl's HTTP::OAI (Debian's libhttp-oai-perl,
// installed by .ci/toolchain.sh), run on src/harvest-oai.pl. It follows resumption tokens as a
// real harvester does and reports every record it read.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const script = fileURLToPath(new URL('./harvest-oai.pl', import.meta.url));

export interface HarvestedRecord {
  identifier: string;
  datestamp: string;
  title: string;
}

export async function harvestOai(baseUrl: string): Promise<HarvestedRecord[]> {
  const { stdout } = await promisify(execFile)('perl', [script, baseUrl], {
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [identifier = '', datestamp = '', title = ''] = line.split('\t');
      return { identifier, datestamp, title };
    });
}
