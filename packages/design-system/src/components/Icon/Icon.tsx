import type { SVGProps } from 'react';
import type { IconName } from './icons.ts';
import { useIconHref } from './IconSprite.tsx';
import { Svg } from './Icon.styles.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  name: IconName;
  /** A text alternative. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/**
 * An SVG icon sized to the surrounding text (1.25em) and coloured with currentColor: a <use> of
 * its symbol in the sprite (IconSpriteProvider), so no page repeats the drawings.
 */
export function Icon({ name, label, ...rest }: IconProps) {
  const href = useIconHref(name);
  return (
    <Svg
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <use href={href} />
    </Svg>
  );
}
