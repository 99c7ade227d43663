/** The text of /about-us (docs/product/landing-and-content.md#about-us-about-us-built), written for this product. */
export const ABOUT = {
  about: [
    'We make personalised, AI-powered printed books, in softcover and hardcover, to give as gifts. You choose who the book is for, answer a few prompts about them and the story you would like, and we write the book, print it and deliver it to the door.',
    'Every book is one of a kind: its hero is someone you love, and its story is shaped by your choices of genre, premise, style and tone.',
  ],
  mission: {
    lead: 'Our mission is to bring people closer through stories that are truly theirs:',
    aims: [
      'Give families a shared story to read together, at bedtime or across the miles.',
      'Turn the people and moments that matter into lasting memories on the shelf.',
      'Make personalised storytelling easy for everyone, with no writing skills needed.',
      'Deliver gifts that are unique, thoughtful and made to be kept.',
    ],
  },
  values: [
    { name: 'Quality', text: 'Carefully typeset books, printed on demand on good paper, in softcover or hardcover.' },
    {
      name: 'Personalization',
      text: 'Your characters, your premise, your tone: every book is written for one reader.',
    },
    { name: 'Innovation', text: 'We use AI to write and illustrate, and people to make sure it delights.' },
    { name: 'Customer Care', text: 'A real person answers every message, and we keep your photos private.' },
  ],
  team: [
    'We are a small team of writers, designers and engineers who love books and believe the best gifts are the ones made for a single person.',
  ],
} as const;
