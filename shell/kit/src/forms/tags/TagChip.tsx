import { styled } from 'styled-components';
import { chipSize } from './tag-selection.js';

interface TagChipProps {
  tag: string;
  /** What the chip reads (the tag, perhaps flagged as custom). */
  label: string;
  onRemove: () => void;
}

/** One selected tag. Its size class ('medium' over 25 characters, 'long' over 50) lets long tags wrap. */
export function TagChip({ tag, label, onRemove }: TagChipProps) {
  const size = chipSize(tag);
  return (
    <Chip className={`tag-chip ${size}`} data-size={size}>
      <span>{label}</span>
      <RemoveButton type="button" aria-label={`Remove ${tag}`} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </RemoveButton>
    </Chip>
  );
}

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(props) => props.theme.space(0.5)};
  max-width: 100%;
  padding: ${(props) => props.theme.space(0.5)} ${(props) => props.theme.space(1)};
  border-radius: ${(props) => props.theme.radii.pill};
  background: ${(props) => props.theme.colors.background};
  border: 1px solid ${(props) => props.theme.colors.border};
  color: ${(props) => props.theme.colors.text};
  font-size: 0.875rem;
  overflow-wrap: anywhere;

  &.medium {
    border-radius: ${(props) => props.theme.radii.large};
  }
  &.long {
    border-radius: ${(props) => props.theme.radii.medium};
    flex-basis: 100%;
  }
`;

const RemoveButton = styled.button`
  border: none;
  background: transparent;
  color: ${(props) => props.theme.colors.textMuted};
  cursor: pointer;
  font-size: 1rem;
  line-height: 1;
  padding: 0 2px;
  border-radius: ${(props) => props.theme.radii.small};
`;
