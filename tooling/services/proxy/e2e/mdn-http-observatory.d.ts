// The part of Mozilla's HTTP Observatory scanner (plain JavaScript, no types of its own) that
// e2e/observatory-scan.ts calls.
declare module '@mdn/mdn-http-observatory' {
  export interface ScanOptions {
    httpPort?: number | undefined;
    httpsPort?: number | undefined;
    /** The page's path, e.g. '/indjece/'. */
    path?: string | undefined;
  }

  export interface ScanTestOutput {
    pass: boolean | null;
    result: string | null;
    scoreModifier: number | null;
    scoreDescription: string | null;
  }

  export interface ScanResult {
    scan: { grade: string; score: number; statusCode: number };
    tests: Record<string, ScanTestOutput>;
  }

  export function scan(hostname: string, options?: ScanOptions): Promise<ScanResult>;
}
