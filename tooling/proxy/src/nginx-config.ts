// Renders nginx/nginx.conf.template with the addresses of the app servers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface NginxConfigValues {
  /** `port` or `address:port` nginx listens on. */
  listen: string;
  /** `host:port` of each app server. */
  upstreams: { publisher: string; indjeee: string; indjece: string };
  /** Folder for the pid file, logs and temporary files. */
  runtimeDir: string;
  /** Path of nginx's mime.types. */
  mimeTypes?: string;
}

export const nginxTemplatePath = fileURLToPath(
  new URL('../nginx/nginx.conf.template', import.meta.url),
);

export function renderNginxConfig(values: NginxConfigValues, template = readFileSync(nginxTemplatePath, 'utf8')): string {
  const replacements: Record<string, string> = {
    LISTEN: values.listen,
    PUBLISHER_UPSTREAM: values.upstreams.publisher,
    INDJEEE_UPSTREAM: values.upstreams.indjeee,
    INDJECE_UPSTREAM: values.upstreams.indjece,
    RUNTIME_DIR: values.runtimeDir,
    MIME_TYPES: values.mimeTypes ?? '/etc/nginx/mime.types',
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = replacements[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in the nginx template`);
    return value;
  });
  return rendered;
}
