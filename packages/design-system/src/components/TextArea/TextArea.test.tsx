import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a labelled multi-line field of four rows', () => {
    renderWithProviders(<TextArea label="Message" hint="Your question" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveAccessibleDescription('Your question');
  });
});
