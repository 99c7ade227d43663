import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { SNACKBAR_AUTO_HIDE_MS, Snackbar } from './Snackbar.js';
import { renderWithTheme } from '../../testing/render-with-providers.js';

describe('Snackbar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks to close itself after 6 seconds, not before', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar open message="Error generating outline" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error generating outline');
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(6000);
    act(() => jest.advanceTimersByTime(5999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and runs no timer while closed', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar open={false} message="hidden" onClose={onClose} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be closed by hand', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar open message="Saved" severity="success" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
