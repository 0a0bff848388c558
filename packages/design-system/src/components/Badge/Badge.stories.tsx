import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Text/Badge',
  component: Badge,
  args: { children: 'Research Article' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Badge tone="neutral">Research Article</Badge>
      <Badge tone="brand">Open Access</Badge>
      <Badge tone="success" icon={<Icon name="check" />}>
        Plagiarism Checked
      </Badge>
      <Badge tone="warning">Under Review</Badge>
      <Badge tone="danger">Retracted</Badge>
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    tone: 'brand',
    children: 'DOI registered with Crossref under the journal prefix 10.5555',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};

export const Phone360: Story = { ...Tones, globals: { viewport: { value: 'phone360' } } };
