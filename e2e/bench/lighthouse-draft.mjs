// A visitor's draft that reaches step 5, made through the API as the wizard's own calls make it, for the Lighthouse
// bench: /step2 to /step5 show what a visitor who got there sees (the stored characters, story, outline, and on
// /step4 the designed cover and first chapter), not an empty step. Returns the Cookie header that carries the draft.
import sharp from 'sharp';

const CHARACTERS = [
  {
    name: 'Grandma Rosa',
    isMainCharacter: true,
    personality: ['Brave', 'Curious'],
    skills: 'Sailing',
    fears: 'Thunder',
  },
  { name: 'Milo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites' },
];
const STORY = {
  bookTitle: 'The Lantern of Gull Bay',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};
const FIRST_CHAPTER =
  'Chapter 1. The lantern flickered on the quay.\n\nGrandma Rosa lifted it, and the gulls went quiet.';

/** A phone photo of the main character: the offline designer makes a real cover (800 × 1200 PNG preview) from it. */
const portrait = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 70, g: 110, b: 150 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="1200"><ellipse cx="450" cy="480" rx="220" ry="290" fill="#e0ac69"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

/** Steps 1 to 4 stored for a new visitor on `baseUrl`; the `Cookie` header value that names that visitor. */
export async function seedDraftToStep5(baseUrl) {
  let cookie = '';
  const call = async (path, init = {}) => {
    const response = await fetch(new URL(path, baseUrl), {
      ...init,
      headers: { Accept: 'application/json', ...init.headers, ...(cookie ? { Cookie: cookie } : {}) },
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    if (!response.ok)
      throw new Error(
        `seeding the bench's draft: ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    return response.json();
  };
  const json = (body) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await call('/api/step1', json({ characters: CHARACTERS }));
  await call('/api/step2', json({ ...STORY, characters: CHARACTERS }));
  await call('/api/step3', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'book_size=small',
  });
  const photos = new FormData();
  photos.append('images[]', new Blob([await portrait()], { type: 'image/jpeg' }), 'rosa.jpg');
  const designed = await call('/api/generate_cover', { method: 'POST', body: photos });
  const chosen = new FormData();
  chosen.append('firstChapter', FIRST_CHAPTER);
  chosen.append('coverId', designed.covers[0].id);
  await call('/api/store_step4', { method: 'POST', body: chosen });
  return cookie;
}
