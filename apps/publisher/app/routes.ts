import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { otherRouteFiles, pageRouteFiles, routeId } from './route-files.ts';

export default Object.entries({ ...pageRouteFiles, ...otherRouteFiles }).map(([path, file]) =>
  path === '/'
    ? index(`routes/${file}`, { id: routeId(path) })
    : route(path.slice(1), `routes/${file}`, { id: routeId(path) }),
) satisfies RouteConfig;
