import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Button } from './Button.js';
import { renderWithTheme } from '../testing/render-with-providers.js';

describe('Button', () => {
  it('is a non-submitting button that reports clicks', () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Proceed to step 2</Button>);
    const button = screen.getByRole('button', { name: 'Proceed to step 2' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its icon before the label', () => {
    renderWithTheme(<Button icon={<svg data-testid="plus" />}>ADD CHARACTER</Button>);
    const button = screen.getByRole('button', { name: 'ADD CHARACTER' });
    expect(button.firstElementChild).toBe(screen.getByTestId('plus'));
  });

  it('while busy: disabled, aria-busy, showing the busy label, ignoring clicks', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button busy busyLabel="Saving..." onClick={onClick}>
        Proceed to step 2
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws primary filled and secondary outlined', () => {
    renderWithTheme(
      <>
        <Button>Main</Button>
        <Button variant="secondary">Other</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Main' })).toHaveStyle({ background: '#2e7d32' });
    expect(screen.getByRole('button', { name: 'Other' })).toHaveStyle({ background: 'transparent' });
  });
});
