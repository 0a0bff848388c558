// The paper areas by name, as a details page's way back ('Back to Archives') and its breadcrumbs
// say them, and the link back itself.
import type { ListVariant } from '@journals/paper-list/model';

export interface BackLink {
  href: string;
  label: string;
}

export const areaNames: Record<ListVariant, string> = {
  archives: 'Archives',
  'current-issue': 'Current Issue',
  thesis: 'Thesis',
  conference: 'Conferences',
};
