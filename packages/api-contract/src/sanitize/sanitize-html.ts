// Rich-text sanitizer for Node (and any non-browser build): sanitize-html with the shared rules.
import sanitizeHtml from 'sanitize-html';
import {
  allowedAttributeValue,
  allowedAttributes,
  allowedTags,
  discardedWithContent,
  linkRel,
} from './rules.ts';

function filterAttributes(tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of allowedAttributes[tag] ?? []) {
    const value = allowedAttributeValue(tag, name, attribs[name]);
    if (value !== undefined) kept[name] = value;
  }
  if (tag === 'a') kept.rel = linkRel;
  return kept;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...discardedWithContent],
  transformTags: Object.fromEntries(
    Object.keys(allowedAttributes).map((tag) => [
      tag,
      (tagName: string, attribs: sanitizeHtml.Attributes) => {
        const kept = filterAttributes(tag, attribs);
        // A link without an allowed href becomes its text (span is not allowed, so it is unwrapped).
        return tag === 'a' && kept.href === undefined
          ? { tagName: 'span', attribs: {} }
          : { tagName, attribs: kept };
      },
    ]),
  ),
};

/**
 * Rich text reduced to the allow-list: p, br, em, strong, i, b, sub, sup, ul, ol, li,
 * a (absolute http, https or mailto href; rel="noopener noreferrer" added), h2-h4, blockquote,
 * table elements and code. Other elements are unwrapped to their text; scripts, styles and
 * embedded content are removed with their content; every other attribute is dropped.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
