/**
 * A child alone in danger or with strangers (rule 'kid-alone-or-strangers'). 'stranger' only as a noun: 'things
 * got stranger' is fine, 'a stranger' is not.
 */
export const KID_ALONE_OR_STRANGERS = [
  'a stranger',
  'the stranger',
  'strangers',
  "stranger's",
  'kidnap',
  'kidnapped',
  'kidnapper',
  'abduct',
  'got lost',
  'lost and alone',
  'all alone in the dark',
  'alone in the woods',
  'alone in the forest',
  'home alone',
  'ran away from home',
  'run away from home',
  'went off alone',
  'wandered off alone',
  'get in the car',
  'got into the car with',
  'followed the man',
  'followed the woman',
] as const;
