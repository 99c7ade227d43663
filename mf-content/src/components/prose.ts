import { styled } from 'styled-components';

/** Body text of the info pages: comfortable line height, section headings, readable tables. */
export const Prose = styled.div`
  line-height: 1.6;
  h2 { margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)}; font-size: 1.3rem; }
  h2:first-child { margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)}; }
  th, td { padding: ${({ theme }) => theme.space(1)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  thead th { background: ${({ theme }) => theme.colors.background}; }
  td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; }
`;

/** A table's own sideways-scrolling box, so a narrow phone never scrolls the whole page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
