import { styled } from 'styled-components';

/** The panel every character (main or supporting, current or variant form) is drawn in. */
export const CharacterCard = styled.section`
  padding: ${(props) => props.theme.space(3)};
  margin-bottom: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.large};
`;

export const CharacterCardHeading = styled.h2`
  margin: 0 0 ${(props) => props.theme.space(2)};
  font-size: 1.35rem;
`;

/** Tag lists side by side from the md breakpoint, stacked below it. */
export const TagFieldGrid = styled.div`
  display: grid;
  gap: ${(props) => props.theme.space(2)};
  margin-bottom: ${(props) => props.theme.space(2)};

  ${(props) => props.theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
