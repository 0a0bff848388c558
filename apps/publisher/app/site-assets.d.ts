// The addresses of the site's stylesheet and icon sprite (the design system's Vite plugin) and of
// the routes' enhancement scripts (`?enhance` imports, site-kit's Vite plugin).
/// <reference types="@journals/design-system/site-assets" />
/// <reference types="@journals/site-kit/build-time/enhance-scripts" />
