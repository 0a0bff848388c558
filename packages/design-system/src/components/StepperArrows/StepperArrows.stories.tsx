import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from '../Select/Select.tsx';
import { Text } from '../Text/Text.tsx';
import { StepperArrows } from './StepperArrows.tsx';
import { stepNeighbours } from './step-neighbours.ts';

const volumes = ['Volume 1 (2024)', 'Volume 2 (2025)', 'Volume 3 (2025)'];

function VolumeStepper({ start }: { start: number }) {
  const [index, setIndex] = useState(start);
  const go = (to: number) => () => setIndex(to);
  const { previous, next } = stepNeighbours(volumes, index);
  return (
    <StepperArrows
      label="Volume"
      previous={previous ? { onSelect: go(index - 1) } : null}
      next={next ? { onSelect: go(index + 1) } : null}
    >
      <Text weight="semibold" align="center">
        {volumes[index]}
      </Text>
    </StepperArrows>
  );
}

const meta = {
  title: 'Navigation/StepperArrows',
  component: StepperArrows,
  args: { label: 'Volume', previous: null, next: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepperArrows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepsWithoutWrapping: Story = {
  render: () => <VolumeStepper start={1} />,
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous volume' });
    const next = canvas.getByRole('button', { name: 'Next volume' });
    await userEvent.click(next);
    await expect(canvas.getByText('Volume 3 (2025)')).toBeInTheDocument();
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(canvas.getByText('Volume 1 (2024)')).toBeInTheDocument();
    await expect(previous).toBeDisabled();
  },
};

export const AsLinks: Story = {
  name: 'As links (works without JavaScript)',
  args: {
    label: 'Issue',
    previous: { href: '/archives/paperlist?year=2025&volume=2&issue=2' },
    next: { href: '/archives/paperlist?year=2025&volume=2&issue=4' },
    children: <Text align="center">Issue 3</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Next issue' })).toHaveAttribute(
      'href',
      '/archives/paperlist?year=2025&volume=2&issue=4',
    );
    await expect(canvas.getByRole('group', { name: 'Issue' })).toBeInTheDocument();
  },
};

export const AroundASelect: Story = {
  args: {
    label: 'Issue',
    previous: null,
    next: { onSelect: fn() },
    children: (
      <Select
        label="Issue"
        hideLabel
        options={[
          { value: '1', label: 'Issue 1' },
          { value: '2', label: 'Issue 2' },
        ]}
      />
    ),
  },
};

export const BothDisabled: Story = {
  args: { children: <Text align="center">Volume 1 (2024)</Text> },
};

export const Phone360: Story = { ...AroundASelect, globals: { viewport: { value: 'phone360' } } };
