import type { Meta, StoryObj } from '@storybook/react-vite';
import { longWord, paragraph } from '../../storybook/fixtures.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from './Text.tsx';

const meta = {
  title: 'Text/Text',
  component: Text,
  args: { children: paragraph },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap={2}>
      <Text>Default tone</Text>
      <Text tone="muted">Muted: Published Online May 2025</Text>
      <Text tone="brand">Brand</Text>
      <Text tone="success">Success: Paper accepted</Text>
      <Text tone="danger">Danger: Please enter a valid e-mail address</Text>
      <div style={{ background: '#141c2b', padding: 8 }}>
        <Text tone="inverse">Inverse on a dark band</Text>
      </div>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack gap={2}>
      {(['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const).map((size) => (
        <Text key={size} size={size}>
          Size {size}
        </Text>
      ))}
    </Stack>
  ),
};

export const LongUnbrokenWord: Story = {
  args: { children: `Keyword: ${longWord}` },
  globals: { viewport: { value: 'phone360' } },
};
