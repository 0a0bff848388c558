// The parts of untyped third-party packages the suite uses.
declare module 'html-metadata' {
  interface Metadata {
    highwirePress?: Record<string, string | string[]>;
    jsonLd?: unknown;
    openGraph?: Record<string, unknown>;
    general?: Record<string, unknown>;
  }
  const scrape: { loadFromString(html: string): Promise<Metadata> };
  export default scrape;
}

declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    data: Record<string, unknown>[];
    format(format: string, options?: Record<string, unknown>): string | object;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
