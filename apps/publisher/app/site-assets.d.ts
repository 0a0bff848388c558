// The addresses of the site's stylesheet and icon sprite (the design system's Vite plugin).
/// <reference types="@journals/design-system/site-assets" />
