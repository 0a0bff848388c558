export { createAppServer, type AppServerOptions, type StaticSite } from './create-app-server.ts';
export { serveApps, type ServeAppsOptions } from './serve-apps.ts';
export { isBuilt, loadSiteApp, serverBuildPath, siteOfBuild, type SiteApp } from './site-app.ts';
export {
  exportPublicOrigin,
  localOrigin,
  readAppServerConfig,
  readPublicOrigin,
  readTrustedProxies,
  useProductionBuilds,
  type AppServerConfig,
} from './config.ts';
export { createDraining, shutdownGraceMs } from './graceful-shutdown.ts';
