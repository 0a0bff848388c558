import type { SiteId } from '@journals/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../components/Badge/Badge.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card, CardActions, CardMeta, CardTitle } from '../components/Card/Card.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { Footer } from '../components/Footer/Footer.tsx';
import { Grid } from '../components/Grid/Grid.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { Link } from '../components/Link/Link.tsx';
import { LinkButton } from '../components/LinkButton/LinkButton.tsx';
import { Pager } from '../components/Pager/Pager.tsx';
import { Section } from '../components/Section/Section.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { StatStrip } from '../components/StatStrip/StatStrip.tsx';
import { Tabs } from '../components/Tabs/Tabs.tsx';
import { Text } from '../components/Text/Text.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import { contrastRatio } from '../theme/contrast.ts';
import { siteTheme } from '../theme/sites.ts';
import { fontSize } from '../tokens/typography.ts';
import { space } from '../tokens/space.ts';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Colours({ site }: { site: SiteId }) {
  // The page's colours are custom properties of the site stylesheet; the values are the theme's.
  const theme = siteTheme(site);
  const entries = Object.entries(theme.color).filter(([, value]) => value.startsWith('#'));
  return (
    <Stack gap={5}>
      <Heading level={1} size="3xl">
        Colours of the {theme.site} theme
      </Heading>
      <Text tone="muted">
        Switch the site in the toolbar. Ratios are against the page background.
      </Text>
      <Grid as="ul" minItemWidth="12rem" gap={4}>
        {entries.map(([name, value]) => (
          <li key={name}>
            <Stack gap={1}>
              <div
                style={{
                  height: 56,
                  borderRadius: 8,
                  background: value,
                  border: '1px solid #d9dee5',
                }}
              />
              <Text weight="semibold">{name}</Text>
              <Text size="sm" tone="muted">
                {value} · {contrastRatio(value, theme.color.background).toFixed(2)}:1
              </Text>
            </Stack>
          </li>
        ))}
      </Grid>
    </Stack>
  );
}

export const Colors: Story = {
  name: 'Colours',
  render: (_args, { globals }) => (
    <Colours site={(globals.site as SiteId | undefined) ?? 'publisher'} />
  ),
};

function Typography() {
  return (
    <Stack gap={3}>
      {Object.entries(fontSize)
        .reverse()
        .map(([name, size]) => (
          <Text key={name} style={{ fontSize: size, lineHeight: 1.2 }}>
            {name}: Indian Journal of Electronics and Communication Engineering
          </Text>
        ))}
    </Stack>
  );
}

export const TypeScale: Story = { render: () => <Typography /> };

function Spacing() {
  return (
    <Stack gap={2}>
      {Object.entries(space).map(([name, size]) => (
        <Stack key={name} direction="row" gap={3} align="center">
          <Text size="sm" style={{ width: '6rem' }}>
            space[{name}] {size}
          </Text>
          <div style={{ width: size, height: 16, background: 'var(--color-brand)' }} />
        </Stack>
      ))}
    </Stack>
  );
}

export const SpacingScale: Story = { render: () => <Spacing /> };

/**
 * Many components on one page. The test run renders it under every site theme (tag
 * "site-themes"), so axe checks each theme's colours on real components.
 */
export const ThemeShowcase: Story = {
  tags: ['site-themes'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, globals }) => {
    const site = globals.site as SiteId;
    const primary = canvas.getByRole('button', { name: 'Primary' });
    await expect(getComputedStyle(primary).backgroundColor).toBe(rgb(siteTheme(site).color.brand));
  },
  render: () => (
    <>
      <Section
        title="Site theme showcase"
        description="Every tone of the theme in use."
        tone="hero"
        titleLevel={1}
      >
        <Stack gap={5}>
          <Stack direction="row" gap={3} wrap>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="accent">Accent</Button>
            <Button disabled>Disabled</Button>
            <LinkButton href="/journals">Explore Journals</LinkButton>
          </Stack>
          <Stack direction="row" gap={2} wrap>
            <Badge>Neutral</Badge>
            <Badge tone="brand">Brand</Badge>
            <Badge tone="success">Success</Badge>
            <Badge tone="warning">Warning</Badge>
            <Badge tone="danger">Danger</Badge>
          </Stack>
          <Text>
            Body text with an <Link href="/aim-and-scope">inline link</Link> and{' '}
            <Text as="span" tone="muted">
              muted text
            </Text>
            .
          </Text>
          <TextField label="E-mail" hint="We never share it." error="Enter an e-mail address" />
        </Stack>
      </Section>
      <Section title="Lists" tone="muted" paddingBlock={6}>
        <Grid minItemWidth="18rem">
          <Card>
            <Badge tone="brand">Research Article</Badge>
            <CardTitle level={3} href="/archives/paper-details?paperid=1">
              Low-Power LoRa Mesh for Rural Telemetry
            </CardTitle>
            <CardMeta items={['Published Online: May 2025', 'Pages: 1-12', '50 Views']} />
            <CardActions>
              <Link href="/archives" variant="standalone">
                Abstract
              </Link>
            </CardActions>
          </Card>
          <EmptyState headingLevel={3} />
        </Grid>
        <Pager page={3} totalPages={8} onPageChange={() => {}} />
      </Section>
      <Section paddingBlock={6}>
        <Stack gap={5}>
          <Tabs
            label="Audience"
            items={[
              { value: 'authors', label: 'For Authors', content: <Text>Authors</Text> },
              { value: 'researchers', label: 'For Researchers', content: <Text>Researchers</Text> },
            ]}
          />
          <StatStrip
            stats={[
              { value: '8', label: 'Journals' },
              { value: '10k+', label: 'Published Papers' },
            ]}
          />
        </Stack>
      </Section>
      <Section title="A brand band" tone="brand" paddingBlock={6}>
        <Text>
          Text on the brand colour, with a link to the{' '}
          <Link href="/contact-us" variant="inverse">
            contact page
          </Link>
          .
        </Text>
      </Section>
      <Footer
        blocks={[
          {
            heading: 'Policies',
            links: [{ label: 'Privacy Policy', href: '/privacy-policy' }, { label: 'Indexing' }],
          },
        ]}
        bottom="© 2025 IND Journals"
      />
    </>
  ),
};
