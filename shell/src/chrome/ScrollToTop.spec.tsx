import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop.js';

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('jumps to the top on every route change', () => {
    const { getByText } = render(
      <MemoryRouter initialEntries={['/step1']}>
        <ScrollToTop />
        <Routes>
          <Route path="/step1" element={<Link to="/step2">next</Link>} />
          <Route path="/step2" element={<p>step 2</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => {
      fireEvent.click(getByText('next'));
    });
    expect(getByText('step 2')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls to the section a /#section link names instead', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/#how-it-works']}>
        <ScrollToTop />
        <section id="how-it-works" />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});
