/**
 * The offline writer's knowledge of each genre: where stories happen, what is at stake, who stands in the way,
 * and the places, obstacles, discoveries and twists chapters are built from. Words in '[simple|rich]' brackets
 * are chosen by reading level (see voice.ts).
 */
export interface GenreKit {
  /** How the genre is named in a sentence: 'a fantasy story'. */
  label: string;
  settings: ReadonlyArray<{ name: string; detail: string }>;
  /** What is at stake; the story is won or lost over it. */
  goals: readonly string[];
  foes: ReadonlyArray<{ name: string; aim: string }>;
  places: readonly string[];
  /** Clauses that follow "where": 'a bridge of ice cracks under every step'. */
  obstacles: readonly string[];
  discoveries: readonly string[];
  /** Clauses for the turning point: 'the foe was once the valley's protector'. */
  twists: readonly string[];
}

const fantasy: GenreKit = {
  label: 'fantasy',
  settings: [
    { name: 'the mountain kingdom of Eldmoor', detail: 'where the rivers glow silver under the full moon' },
    { name: 'the floating isles of Varenthal', detail: 'where bridges of woven cloud link one island to the next' },
    { name: 'the forest realm of Briarwick', detail: 'where the oldest trees remember every name spoken beneath them' },
  ],
  goals: ['the Heartstone that keeps the land green', 'the last living spellbook', 'the crown that binds the seasons'],
  foes: [
    { name: 'the Ash Queen', aim: 'who wants to rule the seasons herself' },
    { name: 'a sorcerer called Morvane', aim: 'who has been stealing magic one village at a time' },
    { name: 'the Hollow King', aim: 'who [hungers|thirsts] for the power of the old magic' },
  ],
  places: [
    'the Whispering Library',
    'the Bridge of Frost',
    'the Goblin Market',
    'the Sunken Temple',
    'the Thornwood',
    "the Giant's Stair",
  ],
  obstacles: [
    'a riddle carved into the stone must be answered before nightfall',
    'a bridge of ice cracks under every step',
    'the paths rearrange themselves whenever someone lies',
    'a guardian spirit demands a true secret as the price of passage',
    'an enchanted sleep falls on anyone who stops moving',
  ],
  discoveries: [
    'an old map stitched into a cloak',
    'a feather that points toward danger',
    'a letter sealed with the royal crest',
    'a song that opens hidden doors',
    'a dragon scale still warm to the touch',
  ],
  twists: [
    "{foe} was once the land's protector and was betrayed by the very people {main} set out to save",
    'the magic they have been chasing was inside {main} all along',
    'the map was drawn to lead them into a trap',
  ],
};

const scienceFiction: GenreKit = {
  label: 'science fiction',
  settings: [
    { name: 'the orbital city of New Meridian', detail: 'where sunrise comes sixteen times a day' },
    { name: 'the research colony on the moon Kestris', detail: 'where the ice hums with signals nobody can decode' },
    { name: 'the generation ship Long Horizon', detail: "where whole forests grow inside the ship's rings" },
  ],
  goals: [
    'the star chart that leads to a safe new home',
    'the AI core that keeps the colony alive',
    'the signal that could prove humanity is not alone',
  ],
  foes: [
    { name: 'the Directorate', aim: 'which controls every door and every secret aboard' },
    { name: 'a rogue security AI called WARDEN', aim: 'which has decided that humans are the [problem|greatest risk]' },
    { name: 'the mining syndicate Obsidian', aim: 'which will sell anything, even the air, to the highest bidder' },
  ],
  places: [
    'the Hydroponic Gardens',
    'the Zero-G Docks',
    'the Abandoned Lab',
    'the Signal Tower',
    'the Engine Core',
    'the Outer Ring',
  ],
  obstacles: [
    'the gravity fails without warning',
    'the airlock codes have been changed by someone on the inside',
    'a dust storm scrambles every instrument',
    'the robots start following orders nobody gave',
    'the oxygen reserves are running lower than anyone admitted',
  ],
  discoveries: [
    'a message recorded a hundred years ago',
    'a robot that remembers a different past',
    'coordinates hidden in a lullaby',
    'a seed vault nobody knew existed',
    'a second crew list with their names on it',
  ],
  twists: [
    '{foe} is trying to hide a discovery that would change everything',
    'the messages were sent by {main} from the future',
    'the ship has already arrived, and the crew was never told',
  ],
};

const mystery: GenreKit = {
  label: 'mystery',
  settings: [
    { name: "the seaside town of Gull's Rest", detail: 'where the fog rolls in every evening at exactly six' },
    { name: 'the old Hartwell Hotel', detail: 'where every room has a locked door nobody has opened in years' },
    { name: 'the village of Little Ashby', detail: 'where everybody knows everybody, or thinks they do' },
  ],
  goals: [
    'the truth about what happened on the night of the storm',
    'the missing heirloom of the Hartwell family',
    'the name of the person behind the anonymous letters',
  ],
  foes: [
    { name: 'a culprit hiding in plain sight', aim: "who knows the town's secrets better than anyone" },
    { name: 'the charming Mr. Blackwood', aim: 'who always seems to be nearby when things go wrong' },
    { name: 'an unknown letter-writer', aim: 'who seems to know what will happen before it does' },
  ],
  places: [
    'the Lighthouse',
    'the Antique Shop',
    'the Town Archive',
    'the Harbour Café',
    'the Hotel Cellar',
    'the Churchyard',
  ],
  obstacles: [
    'the only witness refuses to speak',
    'the clue they need has been burned in the fireplace',
    'the police want them to stop asking questions',
    'the tide will cover the evidence in less than an hour',
    'two suspects tell stories that cannot both be true',
  ],
  discoveries: [
    'a torn train ticket',
    "a muddy footprint that does not match anyone's shoes",
    'a photograph with one face scratched out',
    'a diary with its last pages missing',
    'a key that fits no door in town',
  ],
  twists: [
    'the most helpful person in town has been laying false clues all along',
    'the crime was staged to hide a much older secret',
    '{foe} was trying to warn them, not threaten them',
  ],
};

const romance: GenreKit = {
  label: 'romance',
  settings: [
    { name: 'the little harbour town of Port Wren', detail: 'where the bakery lights come on before dawn' },
    { name: 'a busy corner of the city', detail: 'where the same café has served the same regulars for thirty years' },
    { name: 'a vineyard in the hills', detail: 'where the harvest festival brings the whole valley together' },
  ],
  goals: [
    'a second chance at a love that got away',
    'the family bakery everyone wants to save',
    'the courage to say what they really feel',
  ],
  foes: [
    { name: 'an old misunderstanding', aim: 'which neither of them wants to talk about' },
    { name: 'a rival with a perfect smile', aim: 'who seems to have everything figured out' },
    { name: 'a family that has other plans', aim: 'and is not shy about saying so' },
  ],
  places: [
    'the Harbour Market',
    'the Corner Café',
    'the Midsummer Dance',
    'the Rooftop Garden',
    'the Train Station',
    'the Old Bookshop',
  ],
  obstacles: [
    'a message goes to the wrong person at the worst possible moment',
    'a storm cancels every train out of town',
    'the competition judges announce a surprise final round',
    'an old flame arrives with an invitation',
    'a secret from the past comes out in front of everyone',
  ],
  discoveries: [
    'a letter that was never sent',
    'a photo from a summer long ago',
    'a recipe written in a familiar hand',
    'a mixtape with a hidden message',
    'a ring in a forgotten drawer',
  ],
  twists: [
    'the misunderstanding began with a letter that never arrived',
    'the rival has been secretly helping them all along',
    'what {main} thought was the end is really a beginning',
  ],
};

const thriller: GenreKit = {
  label: 'thriller',
  settings: [
    { name: 'a rain-soaked city that never sleeps', detail: 'where every street camera seems to be watching' },
    { name: 'a remote island off the northern coast', detail: 'where the ferry comes only twice a week' },
    {
      name: 'a high-security research campus',
      detail: 'where every door needs a badge and every badge leaves a trace',
    },
  ],
  goals: [
    'the evidence that can expose the conspiracy',
    'a stolen drive holding a thousand secrets',
    'the safety of everyone they love',
  ],
  foes: [
    { name: 'a shadowy group called the Syndicate', aim: 'which erases anyone who gets too close' },
    { name: 'a man known only as the Broker', aim: 'who is always one step ahead' },
    { name: 'a powerful company', aim: 'which will do anything to protect its secret' },
  ],
  places: [
    'the Night Market',
    'the Abandoned Station',
    'the Server Room',
    'the Harbour Warehouse',
    'the Rooftops',
    'the Safe House',
  ],
  obstacles: [
    'every exit is being watched',
    'their phones have been tracked for days',
    'an ally turns out to be working for the other side',
    'the clock is counting down to a deadline they cannot miss',
    'the only way forward is through a crowd full of strangers',
  ],
  discoveries: [
    'a coded message in a newspaper',
    'a list of names with theirs at the bottom',
    'a hidden camera in the safe house',
    'a recording nobody was supposed to hear',
    'a bank key taped under a table',
  ],
  twists: [
    'the person who hired them is the one they are running from',
    '{foe} has been using {main} to find the evidence all along',
    'the package was a decoy and the real danger is already in the city',
  ],
};

const horror: GenreKit = {
  label: 'horror',
  settings: [
    {
      name: 'the old Blackthorn house at the end of Willow Lane',
      detail: 'where the floorboards creak even when nobody is walking',
    },
    { name: 'a summer camp deep in the pine woods', detail: 'where the lake is too still and too quiet' },
    { name: 'the mining town of Hollow Creek', detail: 'where the church bell rings on its own at midnight' },
  ],
  goals: [
    'a way to break the curse before the next full moon',
    'the safe return of a friend who vanished',
    'the truth about what lives beneath the house',
  ],
  foes: [
    { name: 'the thing in the walls', aim: 'which learns a little more about them every night' },
    { name: 'the Pale Lady of the lake', aim: 'who wants someone to take her place' },
    { name: 'an old curse', aim: 'which wakes whenever someone forgets the rules' },
  ],
  places: [
    'the Attic',
    'the Flooded Cellar',
    'the Boathouse',
    'the Abandoned Chapel',
    'the Old Well',
    'the Forest Path',
  ],
  obstacles: [
    'the lights go out and something breathes in the dark',
    'the doors lock themselves from the outside',
    'every mirror shows something standing behind them',
    'the voices call them by name',
    'the map they drew leads back to where they started',
  ],
  discoveries: [
    'a diary written in shaking handwriting',
    'a photograph from 1923 with a familiar face',
    'a circle of salt under the floorboards',
    'a music box that plays on its own',
    'a list of rules scratched into a door',
  ],
  twists: [
    '{foe} is not trying to hurt them but to warn them',
    'the curse can only be lifted by someone brave enough to be kind',
    'the house has been waiting for {main} all along',
  ],
};

const historical: GenreKit = {
  label: 'historical',
  settings: [
    { name: 'London in the winter of 1942', detail: 'where the blackout turns every street into a maze' },
    { name: 'a Tudor palace on the Thames', detail: 'where whispers travel faster than messengers' },
    { name: 'a port city in the age of sail', detail: 'where tall ships bring news from the edge of the known world' },
  ],
  goals: [
    'a secret message that could change the course of the war',
    'the life of an innocent person accused of treason',
    'the freedom to tell the truth in print',
  ],
  foes: [
    { name: 'a spy inside the household', aim: 'who reports every word to the enemy' },
    { name: 'the ambitious Lord Ashcombe', aim: 'who will climb to power over anyone in his way' },
    { name: "the censor's men", aim: 'who burn every page they do not like' },
  ],
  places: [
    'the Print Shop',
    'the Royal Kitchens',
    'the Docks at Dawn',
    "the Codebreakers' Hut",
    'the Great Hall',
    'the Market Square',
  ],
  obstacles: [
    'a curfew closes the streets at sunset',
    'a coded letter is intercepted by the wrong hands',
    'a fire breaks out in the middle of the night',
    'a trusted servant is arrested on false charges',
    'the river freezes and every road is watched',
  ],
  discoveries: [
    'a cipher hidden in a hymn book',
    'a forged royal seal',
    "a ship's log with one page cut out",
    'a coin from a faraway kingdom',
    'a name in a register that should not be there',
  ],
  twists: [
    '{foe} has been passing secrets to both sides',
    'the message they carried was a forgery meant to trap them',
    "a friend of {main}'s family has been protecting them in secret",
  ],
};

const dystopian: GenreKit = {
  label: 'dystopian',
  settings: [
    { name: 'the walled city of Sector Nine', detail: 'where every citizen is ranked by a number on their wrist' },
    { name: 'a flooded future city', detail: 'where the rich live in towers and everyone else lives on boats' },
    { name: 'the Republic of Calm', detail: 'where feelings are rationed like bread' },
  ],
  goals: [
    'the truth the Council has erased from every record',
    'a way out beyond the wall',
    'the freedom to choose their own future',
  ],
  foes: [
    { name: 'the Council', aim: 'which decides who eats, who works and who disappears' },
    { name: 'the Wardens in grey coats', aim: "who see everything through the city's cameras" },
    { name: 'the charming Chancellor Vey', aim: 'who promises safety in exchange for obedience' },
  ],
  places: [
    'the Ration Hall',
    'the Outer Wall',
    'the Hidden Library',
    'the Archive Vault',
    'the Rooftop Gardens',
    'the Old Tunnels',
  ],
  obstacles: [
    'the scanners flag them as traitors',
    'a friend is taken for questioning',
    'the curfew sirens sound early',
    'their ranks are lowered overnight',
    'the tunnels are sealed with steel',
  ],
  discoveries: [
    'a banned book with a map inside',
    'a recording of the world before the wall',
    'a list of people who disappeared',
    'a radio that picks up voices from outside',
    'a door with no number',
  ],
  twists: [
    'the world outside the wall is not ruined at all',
    '{foe} was once a rebel just like {main}',
    'the resistance is being run by the Council itself',
  ],
};

const adventure: GenreKit = {
  label: 'adventure',
  settings: [
    { name: 'a chain of uncharted islands', detail: 'where parrots shout warnings from the treetops' },
    { name: 'the high mountains of the north', detail: 'where the snow hides old paths and older secrets' },
    { name: 'a desert of red dunes', detail: 'where the wind uncovers a lost city every hundred years' },
  ],
  goals: [
    'the legendary Sunstone treasure',
    'a lost explorer who left a trail of clues',
    'the hidden valley from an old story',
  ],
  foes: [
    { name: 'a ruthless treasure hunter named Captain Vane', aim: 'who is always one map ahead' },
    { name: 'a rival expedition', aim: 'which will cut any rope to get there first' },
    { name: 'the wild itself', aim: 'with its storms, cliffs and rivers' },
  ],
  places: [
    'the Rope Bridge',
    'the Jungle Temple',
    "the Smugglers' Cove",
    'the Ice Cave',
    'the Waterfall',
    'the Lost City Gate',
  ],
  obstacles: [
    'the bridge snaps behind them',
    'a river floods the only path',
    'the supplies are stolen in the night',
    'an avalanche blocks the pass',
    'the compass starts spinning wildly',
  ],
  discoveries: [
    'a half-buried statue pointing east',
    'a journal from the lost explorer',
    'a carved key made of bone',
    'a star map painted on a cave wall',
    'a message in a bottle',
  ],
  twists: [
    '{foe} is looking for the treasure to save someone, not to get rich',
    'the treasure is not gold at all',
    'the lost explorer is still alive and has been watching them',
  ],
};

const comedy: GenreKit = {
  label: 'comedy',
  settings: [
    {
      name: 'the chaotic town of Muddlecombe',
      detail: 'where the annual cheese race is the biggest event of the year',
    },
    { name: 'a family hotel that is falling apart', detail: 'where every guest is stranger than the last' },
    { name: 'the school talent show', detail: 'where everything that can go wrong usually does' },
  ],
  goals: [
    'the golden trophy of the town fair',
    "the family's reputation, which is hanging by a thread",
    'one perfectly normal day, just once',
  ],
  foes: [
    { name: 'the smug Mayor Pemberton', aim: 'who wins every contest and never lets anyone forget it' },
    { name: 'a very determined goose', aim: 'which seems to have a personal grudge' },
    { name: 'the Plan, which keeps going wrong', aim: 'in bigger and louder ways' },
  ],
  places: [
    'the Town Fair',
    'the Bakery Kitchen',
    'the School Stage',
    'the Petting Zoo',
    'the Bouncy Castle',
    'the Hotel Lobby',
  ],
  obstacles: [
    'the cake collapses five minutes before the judging',
    'someone swaps the costumes',
    'a goat escapes and eats the instructions',
    'the fire alarm goes off in the middle of the big speech',
    'two secret plans collide in the same room',
  ],
  discoveries: [
    'a rulebook with a ridiculous loophole',
    'a costume that fits nobody',
    'a very old rubber chicken',
    'a prize list with a spelling mistake',
    "the goose's secret hideout",
  ],
  twists: [
    '{foe} has been cheating with a hidden trampoline',
    'the disaster was the best thing that could have happened',
    'everybody has been secretly planning the same surprise',
  ],
};

/** For genres the writer does not know (custom ones): settings and stakes that fit almost any story. */
const anyGenre: GenreKit = {
  label: 'story',
  settings: [
    {
      name: 'a small town on the edge of something bigger',
      detail: 'where changes arrive slowly, and then all at once',
    },
    { name: 'a city full of noise and possibility', detail: 'where every street corner has a story' },
    { name: 'a quiet valley between two rivers', detail: 'where old traditions still matter' },
  ],
  goals: ['the one thing that matters most to them', 'a promise made long ago', 'a future worth fighting for'],
  foes: [
    { name: 'a rival who wants the same prize', aim: 'and will not play fair' },
    { name: 'a secret from the past', aim: 'which refuses to stay buried' },
    { name: 'doubt', aim: 'which grows louder with every step' },
  ],
  places: [
    'the Crossroads',
    'the Old Bridge',
    'the Market Square',
    'the Hilltop',
    'the Empty Theatre',
    'the Night Train',
  ],
  obstacles: [
    'a plan falls apart at the last moment',
    'an old friend asks for help at the worst possible time',
    'the road ahead is blocked',
    'a secret is overheard by the wrong person',
    'time begins to run out',
  ],
  discoveries: [
    'a letter from the past',
    'an unexpected ally',
    'a forgotten photograph',
    'a hidden talent',
    'a door that was always there',
  ],
  twists: [
    '{foe} wants the same thing for a very different reason',
    'the goal was never what it seemed',
    'the answer was close to home all along',
  ],
};

/** Genre names and the words that point to them, for custom genres like 'Space opera' or 'Cozy mystery'. */
const KIT_MATCHERS: ReadonlyArray<[RegExp, GenreKit]> = [
  [/dystop/i, dystopian],
  [/sci|space|futur|robot|cyber/i, scienceFiction],
  [/myster|detective|crime|whodunit|noir/i, mystery],
  [/roman|love/i, romance],
  [/thrill|spy|suspense|heist/i, thriller],
  [/horror|ghost|haunt|scary|gothic/i, horror],
  [/histor|period|war\b|victorian|medieval/i, historical],
  [/fantas|fairy|magic|myth|dragon/i, fantasy],
  [/advent|pirate|quest|explor/i, adventure],
  [/comed|funny|humou?r/i, comedy],
];

export function genreKitFor(genre: string): GenreKit {
  return KIT_MATCHERS.find(([pattern]) => pattern.test(genre))?.[1] ?? anyGenre;
}
