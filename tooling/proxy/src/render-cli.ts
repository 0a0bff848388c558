// Prints the nginx config for given upstreams:
//   node src/render-cli.ts --listen 80 --publisher 10.0.0.2:3000 --indjeee 10.0.0.3:3000 \
//     --indjece 10.0.0.4:3000 --runtime-dir /var/lib/nginx
import { parseArgs } from 'node:util';
import { renderNginxConfig } from './nginx-config.ts';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    publisher: { type: 'string', default: '127.0.0.1:4301' },
    indjeee: { type: 'string', default: '127.0.0.1:4302' },
    indjece: { type: 'string', default: '127.0.0.1:4303' },
    'runtime-dir': { type: 'string', default: '/var/lib/nginx' },
    'mime-types': { type: 'string', default: '/etc/nginx/mime.types' },
  },
});

process.stdout.write(
  renderNginxConfig({
    listen: values.listen,
    upstreams: { publisher: values.publisher, indjeee: values.indjeee, indjece: values.indjece },
    runtimeDir: values['runtime-dir'],
    mimeTypes: values['mime-types'],
  }),
);
