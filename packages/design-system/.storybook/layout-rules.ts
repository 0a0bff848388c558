// A rule every story is held to: components set no outer margin (the parent lays them out).
// Out-of-flow elements (fixed or absolute: skip links, floating buttons, the top layer) are exempt.

const sides = ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'] as const;

export function assertNoOuterMargin(canvas: HTMLElement): void {
  for (const element of Array.from(canvas.children)) {
    if (!(element instanceof HTMLElement)) continue;
    const style = getComputedStyle(element);
    if (style.position === 'fixed' || style.position === 'absolute' || style.display === 'none')
      continue;
    const margins = sides.filter((side) => style[side] !== '0px');
    if (margins.length > 0) {
      throw new Error(
        `<${element.tagName.toLowerCase()}> at the root of the story sets an outer margin (${margins
          .map((side) => `${side}: ${style[side]}`)
          .join(', ')}). Components set no outer margin; the parent lays them out.`,
      );
    }
  }
}
