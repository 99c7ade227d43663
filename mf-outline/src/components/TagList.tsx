import { styled } from 'styled-components';

interface TagListProps {
  label: string;
  tags: readonly string[];
  /** When given, each tag gets a remove button. */
  onRemove?: (tag: string) => void;
}

/** A chapter's tags as chips; read-only on the outline, removable in the chapter editor. */
export function TagList({ label, tags, onRemove }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <Chips aria-label={label}>
      {tags.map((tag) => (
        <Chip key={tag}>
          {tag}
          {onRemove && (
            <Remove type="button" aria-label={`Remove tag ${tag}`} onClick={() => onRemove(tag)}>
              ×
            </Remove>
          )}
        </Chip>
      ))}
    </Chips>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(0.75)};
  list-style: none;
  padding: 0;
  margin: ${(props) => props.theme.space(1)} 0 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(props) => props.theme.space(0.5)};
  padding: ${(props) => props.theme.space(0.25)} ${(props) => props.theme.space(1.25)};
  font-size: 0.85rem;
  background: rgba(46, 125, 50, 0.1);
  color: ${(props) => props.theme.colors.primaryHover};
  border-radius: ${(props) => props.theme.radii.pill};
`;

const Remove = styled.button`
  border: 0;
  padding: 0 ${(props) => props.theme.space(0.5)};
  background: transparent;
  color: inherit;
  font-size: 1rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    border-radius: ${(props) => props.theme.radii.small};
  }
`;
