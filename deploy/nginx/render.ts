// Renders tooling/proxy's nginx config for the image: every site of the site registry, each
// upstream a placeholder server (`{{UPSTREAM_<SITE>}}`) that start.sh replaces with the servers
// given at start, and the port (`{{PORT}}`); nginx keeps its files under /tmp/nginx.
import { renderNginxConfig } from '@journals/proxy/nginx-config';
import { siteIds } from '@journals/site-config';

const upstreams = Object.fromEntries(
  siteIds.map((id) => [id, [`{{UPSTREAM_${id.toUpperCase()}}}`]]),
);
process.stdout.write(
  renderNginxConfig({ listen: '{{PORT}}', upstreams, runtimeDir: '/tmp/nginx' }),
);
