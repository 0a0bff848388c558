import type { SVGProps } from 'react';
import { icons } from './icons.ts';
import type { IconDrawing, IconName } from './icons.ts';
import { Svg } from './Icon.styles.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  name: IconName;
  /** A text alternative. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/** An inline SVG icon sized to the surrounding text (1.25em) and coloured with currentColor. */
export function Icon({ name, label, ...rest }: IconProps) {
  const drawing: IconDrawing = icons[name];
  const paint = drawing.fill
    ? { fill: 'currentColor', stroke: 'none' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  return (
    <Svg
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...paint}
      {...rest}
    >
      {drawing.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </Svg>
  );
}
