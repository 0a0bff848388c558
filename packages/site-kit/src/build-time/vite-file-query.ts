// What the plugins for `import x from '<file>?<query>'` share: the import resolves to a virtual
// module id naming the file (hex-encoded, so no runner mistakes it for a package), and the
// plugin's load reads the file's path back from that id.
import type { Plugin } from 'vite';

type ResolveId = Extract<NonNullable<Plugin['resolveId']>, (...args: never[]) => unknown>;

export interface FileQuery {
  /** The plugin's resolveId: `<file>?<query>` -> the virtual id of the file. */
  resolveId: ResolveId;
  /** The file's path when `id` is one of this query's virtual ids, else null. */
  fileOf(id: string): string | null;
}

export function fileQuery(query: string): FileQuery {
  const suffix = `?${query}`;
  const prefix = `\0journals-${query}-`;
  return {
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${prefix}${Buffer.from(resolved.id).toString('hex')}` : null;
    },
    fileOf(id) {
      return id.startsWith(prefix) ? Buffer.from(id.slice(prefix.length), 'hex').toString() : null;
    },
  };
}
