// What a finished page makes the browser run, for its Content-Security-Policy: the SHA-256 of
// each inline script, and whether it loads script files. Read from the page's bytes as they go
// out, so the policy names exactly what the page holds: React Router's context and module
// scripts, cached parts spliced in, anything a later pass adds. JSON-LD and other data blocks
// run nothing and are not named.
import { createHash } from 'node:crypto';
import type { PageScripts } from '@journals/app-server/security-headers';
import type { ByteString } from './byte-string.ts';

const scriptOpen = '<script';
const scriptClose = '</script>';

/** The types a browser runs (no type, a JavaScript MIME type, module); others are data blocks. */
const executableType = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const typeAttribute = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const srcAttribute = /\ssrc\s*=/i;

function runs(attributes: string): boolean {
  const type = typeAttribute.exec(attributes);
  return executableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim());
}

/** The base64 SHA-256 of a script's text: its UTF-8 bytes, which a byte string holds. */
function scriptHash(text: ByteString): string {
  return createHash('sha256').update(text, 'latin1').digest('base64');
}

export function readPageScripts(page: ByteString): PageScripts {
  const inlineHashes: string[] = [];
  let loadsFiles = false;
  let from = 0;
  for (;;) {
    const open = page.indexOf(scriptOpen, from);
    if (open === -1) break;
    const tagEnd = page.indexOf('>', open);
    const close = tagEnd === -1 ? -1 : page.indexOf(scriptClose, tagEnd);
    if (close === -1) break;
    from = close + scriptClose.length;
    const attributes = page.slice(open + scriptOpen.length, tagEnd);
    // `<scripts>` or the like is no script tag.
    if (!/^(?:\s|\/|$)/.test(attributes) || !runs(attributes)) continue;
    if (srcAttribute.test(attributes)) {
      loadsFiles = true;
      continue;
    }
    const text = page.slice(tagEnd + 1, close) as ByteString;
    inlineHashes.push(scriptHash(text));
    // An inline module imports the app's files (React Router's hydration entry).
    if (/\stype\s*=\s*["']?module/i.test(attributes)) loadsFiles = true;
  }
  return { inlineHashes, loadsFiles };
}
