import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@storyloom/kit/testing';
import { Testimonials } from './Testimonials.js';

describe('Testimonials', () => {
  it("shows 'Image not available' and 'Customer n' when a picture fails", () => {
    renderWithTheme(<Testimonials />);
    fireEvent.error(screen.getByRole('img', { name: 'Maria R.' }));
    expect(screen.getByRole('img', { name: 'Image not available, Customer 1' })).toHaveTextContent(
      'Image not availableCustomer 1',
    );
  });

  it('wraps around with the buttons', () => {
    renderWithTheme(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByText('6/6')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByText('1/6')).toBeTruthy();
  });

  it('answers the left and right arrow keys pressed on the page, unless a field has focus', () => {
    renderWithTheme(
      <>
        <input aria-label="Elsewhere" />
        <Testimonials />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText('2/6')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('6/6')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Elsewhere' });
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(screen.getByText('6/6')).toBeTruthy();
  });
});
