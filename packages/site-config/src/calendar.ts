// Month names, in English as the sites write them. Shared by the paper cards (a paper's month),
// the reference API's seed and the journals' issue months. React-free and config-free:
// `@journals/site-config/calendar`.

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthName = (typeof monthNames)[number];
