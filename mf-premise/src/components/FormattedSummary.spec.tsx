import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '@storyloom/kit/testing';
import { FormattedSummary } from './FormattedSummary.js';

const TEXT = [
  '# The Lantern',
  '## Characters',
  '@Ada: a %brave% keeper',
  '### Setting',
  'A rocky coast',
  'in winter.',
  '$ Storms',
  '$ Gulls',
  '',
  'Costs 50% less.',
].join('\n');

describe('FormattedSummary', () => {
  it('renders the section-3 format as headings, character entries, one list and bold text, with no markers left', () => {
    const { container } = renderWithTheme(<FormattedSummary text={TEXT} />);
    expect(screen.getByRole('heading', { level: 3, name: 'The Lantern' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Characters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Setting' })).toBeInTheDocument();
    expect(screen.getByText('Ada:')).toBeInTheDocument();
    expect(screen.getByText('brave').tagName).toBe('STRONG');
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Storms', 'Gulls']);
    expect(screen.getByText('A rocky coast in winter.')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/[#@$]|%brave%/);
    expect(screen.getByText('Costs 50% less.')).toBeInTheDocument();
  });
});
