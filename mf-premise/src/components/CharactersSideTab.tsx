import { useState } from 'react';
import { styled } from 'styled-components';
import { PageContainer } from '@storyloom/kit';
import { CharactersDrawer } from './CharactersDrawer.js';

interface CharactersSideTabProps {
  /** Lets the page confirm the save (its snackbar). */
  onSaved: () => void;
}

/**
 * The CHARACTERS tab on the page's right edge (docs/product/step2-premise.md#step2-the-screen): opens the character
 * drawer. The page around it is a PageBesideSideTab.
 */
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

/** The tab's width, and the free strip a page keeps beside it (tab plus a gap). */
const TAB_WIDTH_PX = 32;
const TAB_GUTTER_PX = TAB_WIDTH_PX + 8;
/** PageContainer's 1200 px column leaves the tab its own margin only on screens at least this wide. */
const COLUMN_CLEARS_TAB_PX = 1200 + 2 * TAB_GUTTER_PX;

/**
 * The page column of a page with the CHARACTERS tab: on screens too narrow for the tab to sit in the margin,
 * the column keeps a strip free at its right, so the fixed tab never covers the form or the summary text.
 */
export const PageBesideSideTab = styled(PageContainer)`
  @media (max-width: ${COLUMN_CLEARS_TAB_PX - 0.02}px) {
    padding-right: ${TAB_GUTTER_PX}px;
  }
`;

/** Vertical text on the right edge, mid-height, like a folder tab. */
const Tab = styled.button`
  position: fixed;
  top: 50%;
  right: 0;
  z-index: 1200;
  width: ${TAB_WIDTH_PX}px;
  padding: ${(props) => props.theme.space(2)} 0;
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
