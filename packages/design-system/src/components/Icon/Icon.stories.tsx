import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.ts';

const meta = {
  title: 'Text/Icon',
  component: Icon,
  args: { name: 'search' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const WithLabel: Story = {
  args: { name: 'alert', label: 'Warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  },
};

export const AllIcons: Story = {
  render: () => (
    <Stack as="ul" direction="row" gap={4} wrap>
      {iconNames.map((name) => (
        <li key={name}>
          <Stack gap={1} align="center">
            <Icon name={name} style={{ width: 24, height: 24 }} />
            <Text size="xs">{name}</Text>
          </Stack>
        </li>
      ))}
    </Stack>
  ),
};

export const Phone360: Story = { ...AllIcons, globals: { viewport: { value: 'phone360' } } };
