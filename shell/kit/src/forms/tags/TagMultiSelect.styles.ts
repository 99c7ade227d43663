import { styled } from 'styled-components';

/*
 * The look of TagMultiSelect, kept apart so the component file reads as behaviour.
 * Focus rings come from the kit's GlobalStyle (`:focus-visible`), so nothing here overrides them.
 */

export const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(1)};
`;

export const FieldLabel = styled.span`
  font-weight: 600;
  color: ${(props) => props.theme.colors.text};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Trigger = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: ${(props) => props.theme.space(1)} ${(props) => props.theme.space(1.5)};
  font: inherit;
  text-align: left;
  color: ${(props) => props.theme.colors.text};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  cursor: pointer;
`;

/** Dropdown max height 240 px, 200 px on small screens (docs/product/constants-and-prices.md#screen-constants). */
export const OptionsPanel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 200px;
  overflow-y: auto;
  padding: ${(props) => props.theme.space(0.5)} 0;
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);

  ${(props) => props.theme.media.sm} {
    max-height: 240px;
  }
`;

export const OptionLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
  padding: ${(props) => props.theme.space(0.75)} ${(props) => props.theme.space(1.5)};
  cursor: pointer;

  &:hover,
  &:focus-within {
    background: ${(props) => props.theme.colors.background};
  }
`;

export const Recommended = styled.span`
  margin-left: auto;
  padding: 0 ${(props) => props.theme.space(1)};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${(props) => props.theme.colors.primaryContrast};
  background: ${(props) => props.theme.colors.primary};
  border-radius: ${(props) => props.theme.radii.pill};
`;

export const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(props) => props.theme.space(0.5)};
  font-size: 0.875rem;
  color: ${(props) => props.theme.colors.textMuted};
`;

export const SuggestionButton = styled.button`
  padding: 2px ${(props) => props.theme.space(1)};
  font: inherit;
  color: ${(props) => props.theme.colors.primary};
  background: transparent;
  border: 1px dashed ${(props) => props.theme.colors.primary};
  border-radius: ${(props) => props.theme.radii.pill};
  cursor: pointer;
`;
