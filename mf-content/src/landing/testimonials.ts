/** A portrait as a small SVG (a modern, sharp-at-every-size format, no extra request): initials on a coloured disc. */
const portrait = (initials: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${background}"/><text x="48" y="60" font-family="Georgia,serif" font-size="34" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

export interface Testimonial {
  id: number;
  image: string;
  name: string;
  text: string;
}

/** The landing page's six testimonials (spec: a fixed list of id, image, text), written for this product. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    image: portrait('MR', '#2e7d32'),
    name: 'Maria R.',
    text: 'My daughter found herself as the hero of a pirate adventure and has asked for it every night since. Worth every penny.',
  },
  {
    id: 2,
    image: portrait('JT', '#6b7b3a'),
    name: 'James T.',
    text: 'I made a mystery novel for my dad’s 70th with his old dog as the sidekick. He laughed and teared up on the same page.',
  },
  {
    id: 3,
    image: portrait('AK', '#8d6e63'),
    name: 'Aiko K.',
    text: 'The outline step let me fix every chapter before printing. The hardcover looks like it came from a bookshop.',
  },
  {
    id: 4,
    image: portrait('SL', '#1565c0'),
    name: 'Sam L.',
    text: 'Twenty minutes from idea to order. A gift nobody else could have given my partner for our anniversary.',
  },
  {
    id: 5,
    image: portrait('PN', '#ad1457'),
    name: 'Priya N.',
    text: 'We ordered extra copies for both grandmothers. Now the whole family reads the same bedtime story over video calls.',
  },
  {
    id: 6,
    image: portrait('DO', '#5d4037'),
    name: 'Daniel O.',
    text: 'I was sceptical about an AI writing it, but the story sounded like us. The cover from our photo is the best part.',
  },
];
