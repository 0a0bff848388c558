// Facts the spec states that site-config does not carry (yet). They live here, once, so every page
// words them the same way; when site-config gains them, read them from the config instead.

/** Manuscript typography (spec: double-spaced, 12pt Times New Roman). */
export const manuscriptTypography = {
  font: 'Times New Roman',
  sizePt: 12,
  spacing: 'double-spaced',
} as const;

/** Ways to pay a processing charge (spec: credit card, bank transfer and others). */
export const paymentMethods = ['credit card', 'bank transfer', 'other methods on request'] as const;

/** The example reference edition the publisher's guidelines name (spec: for example APA 7th). */
export const referenceStyleExample = 'APA 7th edition';
