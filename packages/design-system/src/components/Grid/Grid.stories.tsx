import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { Grid } from './Grid.tsx';

const features = [
  'Open Access',
  'Double-Blind Peer Review',
  'DOI Assignment',
  'Plagiarism Screening',
  'COPE Ethics',
  'Fast Publication',
];

const cards = features.map((title) => (
  <Card key={title} as="li">
    <Heading level={3} size="lg">
      {title}
    </Heading>
    <Text tone="muted">Readers find and cite every article freely.</Text>
  </Card>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { as: 'ul', children: cards },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoFit: Story = {};
export const FixedColumns: Story = { args: { columns: { base: 1, sm: 2, lg: 3 } } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
