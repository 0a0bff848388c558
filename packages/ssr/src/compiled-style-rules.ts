// styled-components compiles a component's CSS (stylis) once per style sheet, and the server
// starts a new sheet for every request, so each request compiled every rule of its page again:
// the largest share of a page's rendering time. A rule's class name is the hash of its CSS, so
// (component id, class name) always compiles to the same rules: this keeps them for the process
// and hands them to each request's sheet, which then emits exactly the rules its page uses.
import { LRUCache } from 'lru-cache';

/** The two members of styled-components' StyleSheet (`ServerStyleSheet.instance`) used here. */
export interface RuleSheet {
  hasNameForId(id: string, name: string): boolean;
  insertRules(id: string, name: string, rules: string[]): void;
}

/** Distinct rules kept at most (a page uses a few hundred; props from data can add more). */
export const compiledRuleEntries = 5_000;

export type CompiledRules = LRUCache<string, string[]>;

export function createCompiledRules(max = compiledRuleEntries): CompiledRules {
  return new LRUCache<string, string[]>({ max });
}

const processRules = createCompiledRules();

const ruleKey = (id: string, name: string) => `${id} ${name}`;

/**
 * Makes `sheet` reuse the rules compiled for earlier requests: asked whether it knows a name it
 * has not seen, it takes the kept rules (and styled-components skips compiling them); rules it
 * compiles are kept for the next requests.
 */
export function reuseCompiledRules(sheet: RuleSheet, rules: CompiledRules = processRules): void {
  const knows = sheet.hasNameForId.bind(sheet);
  const insert = sheet.insertRules.bind(sheet);
  sheet.hasNameForId = (id, name) => {
    if (knows(id, name)) return true;
    const kept = rules.get(ruleKey(id, name));
    if (!kept) return false;
    insert(id, name, kept);
    return true;
  };
  sheet.insertRules = (id, name, compiled) => {
    rules.set(ruleKey(id, name), compiled);
    insert(id, name, compiled);
  };
}
