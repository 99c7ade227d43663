import { styled } from 'styled-components';

/**
 * Form on the left, summary on the right from the md breakpoint; stacked on small screens
 * (docs/product/step2-premise.md#step2-the-screen).
 */
export const Columns = styled.div`
  display: grid;
  gap: ${(props) => props.theme.space(3)};
  align-items: start;

  ${(props) => props.theme.media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

export const FormCard = styled.form`
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.large};
`;

export const FormCardHeading = styled.h2`
  margin: 0 0 ${(props) => props.theme.space(2)};
  font-size: 1.35rem;
`;

export const TopActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(1.5)};
  margin-bottom: ${(props) => props.theme.space(2)};
`;
