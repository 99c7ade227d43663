import { ButtonLink, VisuallyHidden } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { LandingSection } from './LandingSection.js';
import { Testimonials } from './Testimonials.js';

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, 1fr); }
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, 1fr); }
  li {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  strong { display: block; margin-bottom: ${({ theme }) => theme.space(1)}; }
`;

/**
 * The comparison fits a 320 px phone: there the cells are tighter, the stars smaller and a long criterion may break
 * (hyphenated where the browser can); from the sm breakpoint up it has room. position: relative keeps the
 * visually hidden star counts inside the box: positioned against the page, they widened it to 412 px on a phone.
 */
const TableBox = styled.div`
  position: relative;
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; background: ${({ theme }) => theme.colors.surface}; font-size: 0.8rem; }
  caption { padding: 0 ${({ theme }) => theme.space(1)}; }
  th, td { padding: ${({ theme }) => theme.space(0.5)} 2px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody th { text-align: left; hyphens: auto; overflow-wrap: anywhere; }
  .stars { color: #b7791f; white-space: nowrap; }
  .ours { background: rgba(46, 125, 50, 0.08); }
  ${({ theme }) => theme.media.sm} {
    table { font-size: 1rem; }
    th, td { padding: ${({ theme }) => theme.space(1)}; }
    thead th { font-size: 0.9rem; }
    .stars { letter-spacing: 2px; }
  }
`;

const Points = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, 1fr); }
  li { padding: ${({ theme }) => theme.space(2)}; }
  strong { display: block; font-size: 1.2rem; color: ${({ theme }) => theme.colors.primaryHover}; }
`;

const BENEFITS = [
  { title: 'Unforgettable gifts', text: 'A story with their name on every page, kept on the shelf for years.' },
  {
    title: 'Bond through storytelling',
    text: 'Read it together, laugh at the inside jokes, make it a bedtime ritual.',
  },
  { title: 'Easy and fun to create', text: 'Five guided steps with previews; no writing skills needed.' },
  { title: 'High-quality printing', text: 'Softcover or hardcover, cream or white pages, printed on demand.' },
] as const;

const GIFTS = ['Our book', 'Gift card', 'Flowers', 'Stuffed animal'] as const;
/** 0 to 3 stars per criterion, in the order of GIFTS. */
const RATINGS: ReadonlyArray<{ criterion: string; stars: readonly [number, number, number, number] }> = [
  { criterion: 'Value', stars: [3, 2, 1, 2] },
  { criterion: 'Uniqueness', stars: [3, 0, 1, 1] },
  { criterion: 'Longevity', stars: [3, 1, 0, 2] },
  { criterion: 'Meaningfulness', stars: [3, 1, 2, 2] },
  { criterion: 'Wow factor', stars: [3, 1, 2, 1] },
  { criterion: 'Memorability', stars: [3, 0, 1, 2] },
];

function Stars({ count }: { count: number }) {
  return (
    <>
      <span className="stars" aria-hidden="true">
        {'★'.repeat(count)}
        {'☆'.repeat(3 - count)}
      </span>
      <VisuallyHidden>{count} of 3 stars</VisuallyHidden>
    </>
  );
}

/**
 * The landing page's sections below the fold (benefits and comparison, 'Upload. Relax. Delivered.', testimonials and
 * the closing call to action), in their own chunk: the first paint downloads only the hero.
 */
export default function BelowTheFold() {
  return (
    <>
      <LandingSection id="pricing" aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why a book?</h2>
        <Benefits>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <strong>{benefit.title}</strong>
              {benefit.text}
            </li>
          ))}
        </Benefits>
        <TableBox>
          <table>
            <caption>How a personalised book compares with other gifts (0 to 3 stars)</caption>
            <thead>
              <tr>
                <td />
                {GIFTS.map((gift, column) => (
                  <th scope="col" key={gift} className={column === 0 ? 'ours' : undefined}>
                    {gift}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {RATINGS.map((row) => (
                <tr key={row.criterion}>
                  <th scope="row">{row.criterion}</th>
                  {row.stars.map((count, column) => (
                    <td key={GIFTS[column]} className={column === 0 ? 'ours' : undefined}>
                      <Stars count={count} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
        <p>
          See every price on the <Link to="/pricing">Pricing</Link> page.
        </p>
      </LandingSection>
      <LandingSection aria-labelledby="delivered-title">
        <h2 id="delivered-title">Upload. Relax. Delivered.</h2>
        <Points>
          <li>
            <strong>Upload</strong>A few photos of the hero for a cover made just for them.
          </li>
          <li>
            <strong>Relax</strong>We write the whole book from your outline and typeset it.
          </li>
          <li>
            <strong>Delivered</strong>Printed on demand and shipped to your door, standard shipping free.
          </li>
        </Points>
      </LandingSection>
      <LandingSection id="examples" aria-labelledby="examples-title">
        <h2 id="examples-title">What our readers say</h2>
        <Testimonials />
        <ButtonLink to="/step1">Create Your Book Now!</ButtonLink>
      </LandingSection>
    </>
  );
}
