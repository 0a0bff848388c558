import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { illustration, longTitle, paragraph } from '../../storybook/fixtures.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Link } from '../Link/Link.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, CardActions, CardMedia, CardMeta, CardTitle } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How a paper card is composed from Card parts (the paper-list package owns the real one). */
export const PaperLike: Story = {
  render: (args) => (
    <Card {...args}>
      <Stack direction="row" gap={2} wrap>
        <Badge tone="brand">Research Article</Badge>
        <Badge>Open Access</Badge>
      </Stack>
      <CardTitle level={3} href="/archives/paper-details?paperid=12">
        Low-Power LoRa Mesh for Rural Telemetry
      </CardTitle>
      <Text tone="muted" size="sm">
        A. Sharma, R. Iyer, P. Nair
      </Text>
      <CardMeta
        items={['Published Online: May 2025', 'Pages: 1-12', '50 Views', '0 CrossRef Citations']}
      />
      <CardActions>
        <Link href="/archives/paper-details?paperid=12&section=FullArticle" variant="standalone">
          Abstract
        </Link>
        <Link href="/archives/paper-details?paperid=12&section=References" variant="standalone">
          References
        </Link>
        <LinkButton href="https://files.example.org/paper-12.pdf" size="sm" variant="secondary">
          Download PDF
        </LinkButton>
      </CardActions>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const WithMedia: Story = {
  args: {
    media: <CardMedia src={illustration(210, 800, 450)} alt="" />,
    elevation: 'raised',
    children: [
      <CardTitle key="t" level={3}>
        INDJECE
      </CardTitle>,
      <Text key="p">{paragraph}</Text>,
    ],
  },
};

export const Muted: Story = { args: { tone: 'muted', children: <Text>{paragraph}</Text> } };
export const Brand: Story = { args: { tone: 'brand', children: <Text>{paragraph}</Text> } };

export const LongTitle: Story = {
  args: {
    children: [
      <CardTitle key="t" level={3} href="/archives/paper-details?paperid=1">
        {longTitle}
      </CardTitle>,
      <CardMeta key="m" items={['Published Online: December 2024', 'Pages: 101-142']} />,
    ],
  },
};

export const Phone360: Story = { ...PaperLike, globals: { viewport: { value: 'phone360' } } };
