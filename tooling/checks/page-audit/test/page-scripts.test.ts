import { describe, expect, it } from 'vitest';
import {
  expectedScriptSources,
  scriptPolicyProblems,
  policySources,
  readPageScripts,
  scriptHash,
  shipsNoScript,
} from '../src/page-scripts.ts';

const jsonLd = '<script type="application/ld+json">{"@type":"WebPage"}</script>';
const none = { executable: [], inline: [], modulePreloads: [], routerContext: false };

// The hashes below are `printf '<text>' | openssl dgst -sha256 -binary | base64`.
const contextHash = 'JXZ/6n517n3VwZnvpyN1Lw6ZrpqVbu9U7XHuX4We2mI=';
const entryHash = 'bwFUKJRzeStcwjqgSX8U58FUCkqeHrgYW5vTkiBF0KE=';

describe('readPageScripts', () => {
  it('finds nothing to run in a page with only JSON-LD', () => {
    const scripts = readPageScripts(
      `<html><head>${jsonLd}</head><body><h1>Policy</h1></body></html>`,
    );
    expect(scripts).toEqual(none);
    expect(shipsNoScript(scripts)).toBe(true);
  });

  it("finds a hydrating page's module, preloads and React Router context", () => {
    const scripts = readPageScripts(
      `<html><head><link rel="modulepreload" href="/j/assets/entry.js">${jsonLd}</head><body>` +
        '<script>window.__reactRouterContext = {};</script>' +
        '<script type="module" async="">import "/j/assets/entry.js";</script></body></html>',
    );
    expect(scripts.modulePreloads).toEqual(['/j/assets/entry.js']);
    expect(scripts.executable).toHaveLength(2);
    expect(scripts.routerContext).toBe(true);
    expect(shipsNoScript(scripts)).toBe(false);
  });

  it('reads the text and SHA-256 of each inline script, not of a script file or data block', () => {
    const scripts = readPageScripts(
      `<html><head>${jsonLd}<script src="/j/a.js"></script></head><body>` +
        '<script>window.__reactRouterContext = {};</script>' +
        '<script type="module" async="">import "/j/assets/entry.js";</script></body></html>',
    );
    expect(scripts.inline).toEqual([
      { text: 'window.__reactRouterContext = {};', sha256: contextHash, module: false },
      { text: 'import "/j/assets/entry.js";', sha256: entryHash, module: true },
    ]);
  });

  it('hashes the UTF-8 bytes of the text as written, whitespace included', () => {
    expect(scriptHash('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(scriptHash('window.x = "é";\n')).toBe('ujPWyGyybSMrSGOjsCjhaWlUIhI4GIqfZNaFDWsvp+M=');
    const [script] = readPageScripts('<body><script>window.x = "é";\n</script></body>').inline;
    expect(script?.sha256).toBe('ujPWyGyybSMrSGOjsCjhaWlUIhI4GIqfZNaFDWsvp+M=');
  });

  it.each([
    ['an external script', '<script src="/x.js"></script>'],
    ['a classic script with a JavaScript type', '<script type="text/javascript">1</script>'],
    ['a modulepreload alone', '<link rel="modulepreload" href="/x.js">'],
  ])('counts %s as something to run', (_, tag) => {
    expect(shipsNoScript(readPageScripts(`<html><body>${tag}</body></html>`))).toBe(false);
  });
});

describe('expectedScriptSources', () => {
  const sources = (body: string) =>
    expectedScriptSources(
      readPageScripts(`<html><head>${jsonLd}</head><body>${body}</body></html>`),
    );

  it("is 'none' for a page without scripts, JSON-LD apart", () => {
    expect(sources('<p>x</p>')).toEqual(["'none'"]);
  });

  it("is 'self' for a page that only loads files", () => {
    expect(sources('<script type="module" src="/j/enhance.js"></script>')).toEqual(["'self'"]);
  });

  it("names each inline script by its hash, once, with 'self' when an inline module imports", () => {
    expect(
      sources(
        '<script>window.__reactRouterContext = {};</script>' +
          '<script type="module">import "/j/assets/entry.js";</script>' +
          '<script>window.__reactRouterContext = {};</script>',
      ),
    ).toEqual(["'self'", `'sha256-${contextHash}'`, `'sha256-${entryHash}'`].sort());
  });

  it("does not add 'self' for inline classic scripts alone", () => {
    expect(sources('<script>window.__reactRouterContext = {};</script>')).toEqual([
      `'sha256-${contextHash}'`,
    ]);
  });
});

describe('policySources', () => {
  const policy = "default-src 'self'; script-src 'sha256-b' 'self' 'sha256-a'; object-src 'none'";

  it('reads the sources of a directive, sorted, and nothing of a directive the policy lacks', () => {
    expect(policySources(policy, 'script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policySources(policy, 'style-src')).toBeUndefined();
    expect(policySources(undefined, 'script-src')).toBeUndefined();
  });
});

describe('scriptPolicyProblems', () => {
  const inline = 'window.__reactRouterContext = {};';
  const page = (head: string) =>
    `<!DOCTYPE html><html><head>${head}</head><body><script>${inline}</script></body></html>`;
  const hashed = `script-src 'sha256-${scriptHash(inline)}'`;

  it('finds nothing wrong with a policy that names exactly the page scripts', () => {
    expect(scriptPolicyProblems(hashed, page(''))).toEqual([]);
  });

  it('names a policy that allows more or less than the page runs, a nonce and a csp-nonce meta', () => {
    expect(scriptPolicyProblems("script-src 'self'", page(''))).toEqual([
      `script-src names 'self'; the page's scripts need 'sha256-${scriptHash(inline)}'`,
    ]);
    expect(scriptPolicyProblems(undefined, '<p>No script</p>')).toEqual([
      "script-src names nothing; the page's scripts need 'none'",
    ]);
    expect(
      scriptPolicyProblems(hashed, page('<meta property="csp-nonce"><style nonce="x"></style>')),
    ).toEqual(['an element carries a nonce: style', 'a csp-nonce meta']);
  });
});
