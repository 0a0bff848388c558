// Renders tooling/services/proxy's nginx config for the image, twice, into the folder given as argument:
//   tls.conf.template    https on `{{HTTPS_PORT}}` with the certificate and key of /etc/nginx/tls
//                        (tls.crt, tls.key), and on `{{PORT}}` a redirect of every request to
//                        https, on the public https port (`{{PUBLIC_HTTPS_PORT}}`);
//   plain.conf.template  the sites over plain http on `{{PORT}}` (TLS=off: behind a load balancer
//                        that terminates TLS).
// Every site of the site registry is in both, each upstream a placeholder server
// (`{{UPSTREAM_<SITE>}}`); start.sh fills the placeholders. nginx keeps its files under
// /tmp/nginx.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginxConfig } from '@journals/proxy/nginx-config';
import { siteIds } from '@journals/site-config';

const tlsFolder = '/etc/nginx/tls';
/**
 * The redirect's port as a placeholder: the proxy writes `https://$host:<port>$request_uri`, and
 * start.sh drops `:{{PUBLIC_HTTPS_PORT}}` for 443 (the default port of https) or fills it.
 */
const publicHttpsPort = '{{PUBLIC_HTTPS_PORT}}';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: node render.ts <folder for the templates>');

const upstreams = Object.fromEntries(
  siteIds.map((id) => [id, [`{{UPSTREAM_${id.toUpperCase()}}}`]]),
);
const common = { listen: '{{PORT}}', upstreams, runtimeDir: '/tmp/nginx' };

const tls = renderNginxConfig({
  ...common,
  tls: {
    listen: '{{HTTPS_PORT}}',
    certificate: `${tlsFolder}/tls.crt`,
    certificateKey: `${tlsFolder}/tls.key`,
    // A placeholder: start.sh gives it its value (and leaves it out for 443).
    httpsPort: publicHttpsPort,
  },
});
if (!tls.includes(`https://$host:${publicHttpsPort}$request_uri`)) {
  throw new Error(`The https redirect of the rendered config does not name ${publicHttpsPort}`);
}
writeFileSync(path.join(folder, 'tls.conf.template'), tls);
writeFileSync(path.join(folder, 'plain.conf.template'), renderNginxConfig(common));
