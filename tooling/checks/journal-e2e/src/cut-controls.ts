// Form controls that cut their text: a dropdown narrower than its chosen option, or a box
// narrower than its placeholder (or its value). Measured in the page, in each control's font.
import type { Page } from '@playwright/test';

/** One line per visible control that cuts its text ('select[name=to]: "Volume 3 (20…"'). */
export function cutControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No 2D canvas to measure text with.');
    const controls = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'select, input:not([type=hidden], [type=checkbox], [type=radio], [type=submit])',
    );
    const cut: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility()) continue;
      const text =
        control instanceof HTMLSelectElement
          ? (control.selectedOptions[0]?.text ?? '')
          : control.value || control.placeholder;
      const style = getComputedStyle(control);
      context.font = style.font;
      const room =
        control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(text).width > room + 0.5) {
        cut.push(`${control.tagName.toLowerCase()}[name=${control.name}]: "${text}"`);
      }
    }
    return cut;
  });
}
