// Prints the nginx config for the app servers of each site (one --app per site; several servers
// of one site separated by commas share its load):
//   node src/render-cli.ts --listen 80 --runtime-dir /var/lib/nginx \
//     --app publisher=10.0.0.2:3000 --app indjeee=10.0.0.3:3000 \
//     --app indjece=10.0.0.4:3000,10.0.0.5:3000
import { parseArgs } from 'node:util';
import { renderNginxConfig } from './nginx-config.ts';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    app: { type: 'string', multiple: true, default: [] },
    'runtime-dir': { type: 'string', default: '/var/lib/nginx' },
    'mime-types': { type: 'string', default: '/etc/nginx/mime.types' },
  },
});

const upstreams = Object.fromEntries(
  values.app.map((entry) => {
    const [site = '', servers = ''] = entry.split('=');
    return [site, servers.split(',').filter(Boolean)];
  }),
);

try {
  process.stdout.write(
    renderNginxConfig({
      listen: values.listen,
      upstreams,
      runtimeDir: values['runtime-dir'],
      mimeTypes: values['mime-types'],
    }),
  );
} catch (error) {
  console.error(`${(error as Error).message}: give it as --app <site>=<host:port>[,<host:port>]`);
  process.exit(2);
}
