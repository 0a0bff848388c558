// What a served page carries of its own styles: styled-components' <style> elements (the rules
// of the page's components, which the CSP's style-src allows inline) and the class names its
// elements wear. Every class an element wears must have its rule in the page: a component whose rules
// went missing shows here as a class without a rule.

export interface PageStyleElement {
  /** The element's CSS text. */
  css: string;
  /** True when the element is inside <head>. */
  inHead: boolean;
}

const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** Every <style> element of the page, in document order. */
export function pageStyleElements(html: string): PageStyleElement[] {
  const headEnd = html.indexOf('</head>');
  return [...html.matchAll(styleElement)].map((match) => ({
    css: match[1] ?? '',
    inHead: headEnd !== -1 && (match.index ?? 0) < headEnd,
  }));
}

/** The page's inline CSS: every <style> element's text together. */
export function inlineCss(html: string): string {
  return pageStyleElements(html)
    .map((element) => element.css)
    .join('');
}

/** Whether `css` has a selector naming the class `name`. */
function hasRuleFor(css: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\.${escaped}(?![\\w-])`).test(css);
}

/** Every distinct class name the elements of the page's body wear. */
export function bodyClassNames(html: string): string[] {
  const bodyStart = html.search(/<body\b/);
  const body = bodyStart === -1 ? html : html.slice(bodyStart);
  const names = new Set<string>();
  for (const match of body.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] ?? '').split(/\s+/)) if (name !== '') names.add(name);
  return [...names];
}

/**
 * The class names worn in the body that no rule of the page selects. styled-components marks
 * each element with its component's id (`sc-…`), which selects nothing by design: those are left
 * out.
 */
export function classesWithoutRules(html: string): string[] {
  const css = inlineCss(html);
  return bodyClassNames(html).filter((name) => !name.startsWith('sc-') && !hasRuleFor(css, name));
}
