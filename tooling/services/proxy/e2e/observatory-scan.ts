// `node e2e/observatory-scan.ts --http-port N --https-port N --path /indjece/ [hostname]`: Mozilla's
// HTTP Observatory scan of one page (@mdn/mdn-http-observatory, patched so that `scan` reaches
// other ports than 80 and 443), printed as JSON: the grade, the score and each test's outcome.
// A process of its own: Node reads NODE_EXTRA_CA_CERTS (the certificate a self-signed https
// server presents) only as it starts.
import { parseArgs } from 'node:util';
import { scan } from '@mdn/mdn-http-observatory';

export interface ObservatoryTest {
  pass: boolean | null;
  result: string | null;
  scoreModifier: number | null;
  scoreDescription: string | null;
}

export interface ObservatoryReport {
  grade: string;
  score: number;
  tests: Record<string, ObservatoryTest>;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'http-port': { type: 'string' },
    'https-port': { type: 'string' },
    path: { type: 'string', default: '/' },
  },
});

const result = await scan(positionals[0] ?? 'localhost', {
  httpPort: values['http-port'] === undefined ? undefined : Number(values['http-port']),
  httpsPort: values['https-port'] === undefined ? undefined : Number(values['https-port']),
  path: values.path,
});
const report: ObservatoryReport = {
  grade: result.scan.grade,
  score: result.scan.score,
  tests: Object.fromEntries(
    Object.entries(result.tests).map(([name, test]) => [
      name,
      {
        pass: test.pass,
        result: test.result,
        scoreModifier: test.scoreModifier,
        scoreDescription: test.scoreDescription,
      },
    ]),
  ),
};
console.info(JSON.stringify(report));
