// Icon drawings on a 24 x 24 grid, stroked with currentColor (filled where `fill` is set).

export interface IconDrawing {
  paths: readonly string[];
  /** Filled shapes instead of strokes (brand marks). */
  fill?: boolean;
}

export const icons = {
  chevronLeft: { paths: ['M15 18l-6-6 6-6'] },
  chevronRight: { paths: ['M9 18l6-6-6-6'] },
  chevronDown: { paths: ['M6 9l6 6 6-6'] },
  chevronUp: { paths: ['M18 15l-6-6-6 6'] },
  arrowUp: { paths: ['M12 19V5', 'M5 12l7-7 7 7'] },
  menu: { paths: ['M4 6h16', 'M4 12h16', 'M4 18h16'] },
  close: { paths: ['M18 6L6 18', 'M6 6l12 12'] },
  search: { paths: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'] },
  externalLink: {
    paths: ['M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6', 'M15 3h6v6', 'M10 14L21 3'],
  },
  copy: {
    paths: ['M9 9h11v11H9z', 'M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1'],
  },
  check: { paths: ['M20 6L9 17l-5-5'] },
  play: { paths: ['M7 4l13 8-13 8z'] },
  pause: { paths: ['M7 4h3v16H7z', 'M14 4h3v16h-3z'] },
  share: {
    paths: [
      'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
      'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
      'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
      'M8.6 13.5l6.8 4',
      'M15.4 6.5l-6.8 4',
    ],
  },
  download: { paths: ['M12 3v12', 'M7 10l5 5 5-5', 'M4 21h16'] },
  info: { paths: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01'] },
  alert: {
    paths: [
      'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
      'M12 9v4',
      'M12 17h.01',
    ],
  },
  document: {
    paths: [
      'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z',
      'M14 2v6h6',
      'M8 13h8',
      'M8 17h8',
    ],
  },
  mail: {
    paths: [
      'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
      'M22 6l-10 7L2 6',
    ],
  },
  phone: {
    paths: [
      'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
    ],
  },
  x: {
    fill: true,
    paths: [
      'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
    ],
  },
  linkedin: {
    fill: true,
    paths: [
      'M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.4V9h3.4v1.6h.1a3.7 3.7 0 0 1 3.3-1.8c3.6 0 4.3 2.4 4.3 5.4v6.3zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zm1.8 13.1H3.5V9h3.6v11.5z',
    ],
  },
  facebook: {
    fill: true,
    paths: [
      'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z',
    ],
  },
  whatsapp: {
    fill: true,
    paths: [
      'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3z',
    ],
  },
  youtube: {
    fill: true,
    paths: [
      'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.8 3.1z',
    ],
  },
  instagram: {
    paths: [
      'M17 2H7a5 5 0 0 0-5 5v10a5 5 0 0 0 5 5h10a5 5 0 0 0 5-5V7a5 5 0 0 0-5-5z',
      'M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4z',
      'M17.5 6.5h.01',
    ],
  },
} as const satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
