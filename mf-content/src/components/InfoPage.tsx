import { PageContainer, PageTitle } from '@storyloom/kit';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Card = styled.article`
  max-width: 860px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
`;

/** The frame of the text pages (terms, privacy, about, contact, login, signup): a heading over a white card. */
export function InfoPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      {children ? <Card>{children}</Card> : null}
    </PageContainer>
  );
}
