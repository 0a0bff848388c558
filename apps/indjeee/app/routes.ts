import type { RouteConfig } from '@react-router/dev/routes';
import { journalRouteConfig } from '@journals/journal-site/route-config';

export default journalRouteConfig() satisfies RouteConfig;
