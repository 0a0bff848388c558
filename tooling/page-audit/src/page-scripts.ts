// What a served page makes the browser run, read as the browser parses it (parse5): its
// executable scripts (a JSON-LD data block is not one), its modulepreload links, and whether it
// carries React Router's hydration context. A page that does not hydrate has none of these.
import { parse } from 'parse5';
import type { ParsedNode } from './html.ts';

/** The script types a browser runs: none given, a JavaScript MIME type, or a module. */
const executableTypes = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

export interface PageScripts {
  /** Each executable <script> element: its src, or 'inline: <first 60 characters>'. */
  executable: string[];
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

export function readPageScripts(html: string): PageScripts {
  const found: PageScripts = { executable: [], modulePreloads: [], routerContext: false };
  const visit = (node: ParsedNode) => {
    if (node.nodeName === 'script') {
      const type = (attribute(node, 'type') ?? '').trim();
      if (executableTypes.test(type)) {
        const text = textOf(node);
        found.executable.push(attribute(node, 'src') ?? `inline: ${text.trim().slice(0, 60)}`);
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
