import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longTitle } from '../../storybook/fixtures.ts';
import { Steps } from './Steps.tsx';

const meta = {
  title: 'Text/Steps',
  component: Steps,
  args: {
    'aria-label': 'Submission process',
    steps: [
      {
        title: 'Initial submission',
        description: 'Submit the manuscript through the editorial system.',
      },
      { title: 'Editorial screening', description: 'Scope, formatting and a plagiarism check.' },
      {
        title: 'Double-blind peer review',
        description: 'At least two independent experts review.',
      },
      { title: 'Editorial decision', description: 'Acceptance, revision or rejection.' },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmissionProcess: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Submission process' });
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const HeadingTitles: Story = { args: { titleLevel: 3 } };

export const TitlesOnly: Story = {
  args: { steps: [{ title: 'Send a proposal' }, { title: 'Sign an MOU' }, { title: 'Publish' }] },
};

export const LongText: Story = {
  args: { steps: [{ title: longTitle, description: longTitle }, { title: 'Short' }] },
  globals: { viewport: { value: 'phone360' } },
};
