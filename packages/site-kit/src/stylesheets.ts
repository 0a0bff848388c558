// @journals/site-kit/stylesheets (Node only, for a site's Vite config): the static CSS files of
// the pieces every site shares, for `siteAppViteConfig({ stylesheets })`. None is left: the
// content page's heading and blocks and the contact form are styled components. Kept while the
// sites' Vite configs still import it.
export const siteKitStylesheets: string[] = [];
