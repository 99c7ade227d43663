import { useState } from 'react';
import { styled } from 'styled-components';
import { CharactersDrawer } from './CharactersDrawer.js';

interface CharactersSideTabProps {
  /** Lets the page confirm the save (its snackbar). */
  onSaved: () => void;
}

/** The CHARACTERS tab on the page's right edge (spec section 2): opens the character drawer. */
export function CharactersSideTab({ onSaved }: CharactersSideTabProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tab type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        CHARACTERS
      </Tab>
      {open && (
        <CharactersDrawer
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      )}
    </>
  );
}

/** Vertical text on the right edge, mid-height, like a folder tab. */
const Tab = styled.button`
  position: fixed;
  top: 50%;
  right: 0;
  z-index: 1200;
  padding: ${(props) => props.theme.space(2)} ${(props) => props.theme.space(1)};
  writing-mode: vertical-rl;
  transform: translateY(-50%) rotate(180deg);
  font: 700 0.9rem/1 ${(props) => props.theme.fonts.body};
  letter-spacing: 0.12em;
  color: ${(props) => props.theme.colors.primaryContrast};
  background: ${(props) => props.theme.colors.primary};
  border: none;
  border-radius: 0 ${(props) => props.theme.radii.medium} ${(props) => props.theme.radii.medium} 0;
  cursor: pointer;

  &:hover {
    background: ${(props) => props.theme.colors.primaryHover};
  }
`;
