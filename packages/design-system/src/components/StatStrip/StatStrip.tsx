import { Item, Label, List, Value } from './StatStrip.styles.ts';
import type { StatStripTone } from './StatStrip.styles.ts';

export interface Stat {
  value: string;
  label: string;
}

export interface StatStripProps {
  stats: Stat[];
  tone?: StatStripTone;
  'aria-label'?: string;
}

/** Key figures in a band ("8 Journals", "10k+ Published Papers"): a description list, value shown first. */
export function StatStrip({ stats, tone = 'brand', ...rest }: StatStripProps) {
  return (
    <List $tone={tone} {...rest}>
      {stats.map((stat) => (
        <Item key={stat.label}>
          <Label>{stat.label}</Label>
          <Value>{stat.value}</Value>
        </Item>
      ))}
    </List>
  );
}
