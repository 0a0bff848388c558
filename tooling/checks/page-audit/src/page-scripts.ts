// What a served page makes the browser run, read as the browser parses it (parse5): its
// executable scripts (a JSON-LD data block is not one) with the text and SHA-256 of each inline
// one, its modulepreload links, and whether it carries React Router's hydration context. A page
// that does not hydrate has none of these. From the inline scripts follows the `script-src` its
// Content-Security-Policy must have: each inline script by its hash, the site's own files when it
// loads any, nothing else.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { elementsWithAttribute, metaNamed, readDocument, type ParsedNode } from './html.ts';

/** The script types a browser runs: none given, a JavaScript MIME type, or a module. */
const executableTypes = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** An inline executable script of the page. */
export interface InlineScript {
  /** Its text, between the tags, as the browser reads it. */
  text: string;
  /** The base64 SHA-256 of the text's UTF-8 bytes: what a CSP `'sha256-…'` source names. */
  sha256: string;
  /** A module script: it may import the site's files. */
  module: boolean;
}

export interface PageScripts {
  /** Each executable <script> element: its src, or 'inline: <first 60 characters>'. */
  executable: string[];
  /** The executable <script> elements without src, in document order. */
  inline: InlineScript[];
  /** The href of every <link rel="modulepreload">. */
  modulePreloads: string[];
  /** Whether an inline script sets up React Router's context (window.__reactRouterContext). */
  routerContext: boolean;
}

function attribute(node: ParsedNode, name: string): string | undefined {
  return node.attrs?.find((attr) => attr.name === name)?.value;
}

function textOf(node: ParsedNode): string {
  return (node.childNodes ?? []).map((child) => child.value ?? '').join('');
}

/** The base64 SHA-256 of a script's text (its UTF-8 bytes), as a CSP hash source names it. */
export function scriptHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

export function readPageScripts(html: string): PageScripts {
  const found: PageScripts = {
    executable: [],
    inline: [],
    modulePreloads: [],
    routerContext: false,
  };
  const visit = (node: ParsedNode) => {
    if (node.nodeName === 'script') {
      const type = (attribute(node, 'type') ?? '').trim();
      if (executableTypes.test(type)) {
        const text = textOf(node);
        const src = attribute(node, 'src');
        found.executable.push(src ?? `inline: ${text.trim().slice(0, 60)}`);
        if (src === undefined)
          found.inline.push({
            text,
            sha256: scriptHash(text),
            module: type.toLowerCase() === 'module',
          });
        if (text.includes('__reactRouterContext')) found.routerContext = true;
      }
    }
    if (node.nodeName === 'link') {
      const rel = (attribute(node, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) found.modulePreloads.push(attribute(node, 'href') ?? '');
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html) as unknown as ParsedNode);
  return found;
}

/** Whether the page loads nothing to run: no executable script, no modulepreload, no context. */
export function shipsNoScript(scripts: PageScripts): boolean {
  return (
    scripts.executable.length === 0 && scripts.modulePreloads.length === 0 && !scripts.routerContext
  );
}

/**
 * The `script-src` sources, sorted, that let the page run its scripts and nothing else: the hash
 * of each inline script (once each), and `'self'` when the page loads the site's files (a script
 * with src, or an inline module, which imports them); `'none'` for a page without scripts.
 */
export function expectedScriptSources(scripts: PageScripts): string[] {
  const loadsFiles =
    scripts.executable.length > scripts.inline.length ||
    scripts.inline.some((script) => script.module);
  const sources = new Set(scripts.inline.map((script) => `'sha256-${script.sha256}'`));
  if (loadsFiles) sources.add("'self'");
  return sources.size === 0 ? ["'none'"] : [...sources].sort();
}

/**
 * The sources of one directive of a Content-Security-Policy, sorted (their order means nothing),
 * or undefined when the policy has no such directive.
 */
export function policySources(
  policy: string | null | undefined,
  directive: string,
): string[] | undefined {
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() === directive.toLowerCase()) return sources.sort();
  }
  return undefined;
}

/**
 * What is wrong with a page's script policy, one sentence each ([] when nothing): its
 * `script-src` must be exactly what the page's scripts need (`expectedScriptSources`), no element
 * may carry a `nonce` and no `csp-nonce` meta may hand one to the browser, so the page and its
 * policy are the same for every reader.
 */
export function scriptPolicyProblems(policy: string | null | undefined, html: string): string[] {
  const problems: string[] = [];
  const named = policySources(policy, 'script-src');
  const needed = expectedScriptSources(readPageScripts(html));
  if (JSON.stringify(named) !== JSON.stringify(needed)) {
    problems.push(
      `script-src names ${named?.join(' ') ?? 'nothing'}; the page's scripts need ${needed.join(' ')}`,
    );
  }
  for (const element of elementsWithAttribute(html, 'nonce')) {
    problems.push(`an element carries a nonce: ${element}`);
  }
  if (metaNamed(readDocument(html), 'csp-nonce').length > 0) problems.push('a csp-nonce meta');
  return problems;
}
