import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
// Imported in this order on purpose: the cascade must not depend on which module comes first.
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Prose } from './Prose.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Heading } from '../Heading/Heading.tsx';

describe('Prose', () => {
  it('spaces the blocks of a long text and keeps lists indented', () => {
    renderWithProviders(
      <Prose>
        <p>First</p>
        <ul aria-label="Rules">
          <li>One</li>
        </ul>
      </Prose>,
    );
    const list = screen.getByRole('list', { name: 'Rules' });
    expect(getComputedStyle(list).marginTop).toBe('16px');
    expect(Number.parseFloat(getComputedStyle(list).paddingLeft)).toBeGreaterThan(0);
  });

  it('sets no margin on its first block', () => {
    renderWithProviders(
      <Prose>
        <p>First</p>
      </Prose>,
    );
    expect(getComputedStyle(screen.getByText('First')).marginTop).toBe('0px');
  });

  it('spaces a heading or a grid below a block; a Text or a Stack keeps its own margin: 0', () => {
    renderWithProviders(
      <Prose>
        <p>First</p>
        <Heading level={2}>Scope</Heading>
        <Grid as="ul" aria-label="Cards">
          <li>Card</li>
        </Grid>
        <Text>Plain text</Text>
        <Stack aria-label="Facts" as="ul">
          <li>One</li>
        </Stack>
      </Prose>,
    );
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Scope' })).marginTop).toBe('32px');
    expect(getComputedStyle(screen.getByRole('list', { name: 'Cards' })).marginTop).toBe('16px');
    expect(getComputedStyle(screen.getByText('Plain text')).marginTop).toBe('0px');
    expect(getComputedStyle(screen.getByRole('list', { name: 'Facts' })).marginTop).toBe('0px');
  });
});
