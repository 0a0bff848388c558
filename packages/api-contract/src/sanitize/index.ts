// @journals/api-contract/sanitize: the rich-text sanitizer and its allow-list. Browser builds
// resolve `#rich-text` to the DOM implementation, everything else to sanitize-html.
export { sanitizeRichText } from '#rich-text';
export { allowedHref, allowedTags, allowedAttributes, linkRel } from './rules.ts';
export type { RichTextSanitizer } from './rules.ts';
