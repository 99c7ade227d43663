/**
 * Fire, knives, medicine, deep water and roads (rule 'kid-hazard-without-adult'): allowed in a child's book only
 * with a grown-up in the same paragraph (lists/adults.ts). Whole words only: 'fireflies' and 'fireplace' are not
 * 'fire', a 'tablet' may be a computer so it is not listed.
 */
export const KID_HAZARDS = [
  // fire
  'fire',
  'flames',
  'flame',
  'campfire',
  'bonfire',
  'blaze',
  'lit a match',
  'struck a match',
  'matchstick',
  'lighter',
  // knives and blades
  'knife',
  'knives',
  'blade',
  'axe',
  'dagger',
  'sword',
  // medicine
  'medicine',
  'pills',
  'pill',
  'medicine cabinet',
  'tablets from the cabinet',
  // deep water
  'deep water',
  'the deep end',
  'out of her depth',
  'out of his depth',
  'out of their depth',
  'drown',
  'swam out',
  'dived into the river',
  'jumped into the river',
  'jumped into the lake',
  'jumped into the sea',
  'waded into the river',
  // roads
  'cross the road',
  'cross the street',
  'ran into the road',
  'ran into the street',
  'busy road',
  'traffic',
  'highway',
  'motorway',
] as const;
