import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Card, CardActions, CardMedia, CardMeta, CardTitle } from './Card.tsx';

describe('Card', () => {
  it('is an article holding a linked title, meta data and actions', () => {
    renderWithProviders(
      <Card media={<CardMedia src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Cover" />}>
        <CardTitle level={3} href="/archives/paper-details?paperid=1">
          Paper title
        </CardTitle>
        <CardMeta aria-label="Details" items={['Pages: 1-10', '50 Views']} />
        <CardActions>
          <a href="/pdf">Download PDF</a>
        </CardActions>
      </Card>,
    );
    const article = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 3, name: 'Paper title' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paper title' })).toHaveAttribute(
      'href',
      '/archives/paper-details?paperid=1',
    );
    expect(screen.getByRole('list', { name: 'Details' }).children).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('loading', 'lazy');
    expect(getComputedStyle(article).margin).toBe('0px');
  });

  it('renders as another element', () => {
    renderWithProviders(
      <ul>
        <Card as="li">Item</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Item');
  });
});
