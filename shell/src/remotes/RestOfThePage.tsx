import { styled } from 'styled-components';

/**
 * Below a first paint (the landing hero, a step page's header): keeps the footer out of sight until the page
 * arrives, as the loading state does on other routes, so it does not paint high up and jump down.
 */
export const RestOfThePage = styled.div`
  min-height: 100vh;
`;
