// Viewport presets of the toolbar; stories pick one with `globals: { viewport: { value: 'phone360' } }`.
export const viewports = {
  phone360: {
    name: 'Phone 360 px',
    styles: { width: '360px', height: '740px' },
    type: 'mobile',
  },
  phone414: {
    name: 'Large phone 414 px',
    styles: { width: '414px', height: '896px' },
    type: 'mobile',
  },
  tablet768: {
    name: 'Tablet 768 px',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop1280: {
    name: 'Desktop 1280 px',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;
