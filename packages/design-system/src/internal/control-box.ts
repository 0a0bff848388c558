// The boxes controls share: a target at least 2.75rem (44 px) high with the same padding and
// rounded corners, outlined (field controls, the menu button, the share dialog's networks) or
// plain (the items of the header's navigation, in the bar and in the phone menu).
import { css } from 'styled-components';

/** A control's box with a strong 1px border. */
export const outlinedControlBox = css`
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--color-border-strong);
  border-radius: 0.5rem;
`;

/** A navigation item's box: no border or background of its own, the text's font, semibold. */
export const navItemBox = css`
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: 0.5rem;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
`;
