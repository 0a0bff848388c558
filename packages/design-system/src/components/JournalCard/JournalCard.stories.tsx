import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { illustration, longTitle } from '../../storybook/fixtures.ts';
import { Grid } from '../Grid/Grid.tsx';
import { JournalCard } from './JournalCard.tsx';
import type { JournalCardProps } from './JournalCard.tsx';

const indjece: JournalCardProps = {
  title: 'INDJECE',
  fullTitle: 'Indian Journal of Electronics and Communication Engineering',
  eIssn: '9999-0001',
  publicationMonths: 'Feb, Apr, Jun, Aug, Oct, Dec',
  frequency: 'Bi-monthly',
  imageUrl: illustration(290, 900, 600),
  href: 'https://indjournals.example/indjece/',
};

const meta = {
  title: 'Showcase/JournalCard',
  component: JournalCard,
  args: indjece,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JournalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'INDJECE' })).toBeInTheDocument();
    const visit = canvas.getByRole('link', { name: 'Visit Journal: INDJECE (opens in a new tab)' });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('href', indjece.href);
  },
};

export const ThreeIssuesPerYear: Story = {
  args: {
    frequency: '3 issues per year',
    publicationMonths: 'Apr, Aug, Dec',
    eIssn: '9999-0002 (Applied)',
  },
};

export const LongTitle: Story = { args: { fullTitle: longTitle } };

export const InAGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Grid as="ul" minItemWidth="18rem">
      {['INDJECE', 'INDJEEE', 'INDJCSE'].map((title, i) => (
        <li key={title}>
          <JournalCard {...args} title={title} imageUrl={illustration(200 + i * 50, 900, 600)} />
        </li>
      ))}
    </Grid>
  ),
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
