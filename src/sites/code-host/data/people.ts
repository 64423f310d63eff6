// The code host's people: WebArena's GitLab account (byteblaze) and the users its tasks name (vinta,
// lahwaacz, bblanchon, koush, abisubramanya27, …), plus name parts for generated contributors.

/** WebArena's GitLab account (reference/webarena.md §2.2). */
export const DEFAULT_USER = { username: 'byteblaze', password: 'hello1234', name: 'Byte Blaze' } as const;

/** A user written out by hand. */
export interface NamedUser {
  username: string;
  name: string;
  bio?: string;
  location?: string;
  website?: string;
  organization?: string;
  jobTitle?: string;
}

/** Users that exist whatever the seed, in a fixed order (ids follow it: byteblaze is user 1). */
export const NAMED_USERS: readonly NamedUser[] = [
  {
    username: 'byteblaze',
    name: 'Byte Blaze',
    bio: 'Accessibility-minded front-end developer. I make browser extensions for fun.',
    location: 'Portland, OR',
    organization: 'The A11Y Project',
    jobTitle: 'Front-end Developer',
  },
  { username: 'vinta', name: 'Vinta Chen', bio: 'Curator of lists.', location: 'Taipei, Taiwan' },
  { username: 'lahwaacz', name: 'Jakub Klinkovský', bio: 'Arch Linux trusted user.', location: 'Prague' },
  { username: 'bblanchon', name: 'Benoît Blanchon', bio: 'Author of ArduinoJson.', location: 'Lyon, France' },
  { username: 'koush', name: 'Koushik Dutta', bio: 'Android hacker.', location: 'Seattle, WA' },
  {
    username: 'abisubramanya27',
    name: 'Abishek S',
    bio: 'Student and open-source contributor.',
    location: 'Chennai, India',
  },
  { username: 'yjlou', name: 'Yi-Jie Lo', bio: 'Data visualisation.', location: 'Hsinchu, Taiwan' },
  { username: 'convexegg', name: 'Convex Egg', bio: 'Tinkering with language models.' },
  { username: 'primer', name: 'Primer', bio: 'Design systems bot.' },
  {
    username: 'roshanjossey',
    name: 'Roshan Jossy',
    bio: 'Maintainer of first-contributions.',
    location: 'Bengaluru, India',
  },
  { username: 'davepgreene', name: 'Dave Greene', bio: 'Web developer.', location: 'Philadelphia, PA' },
  {
    username: 'ericwbailey',
    name: 'Eric Bailey',
    bio: 'Designer, writer and accessibility advocate.',
    location: 'Boston, MA',
  },
  {
    username: 'kilian',
    name: 'Kilian Valkhof',
    bio: 'Builds tools for designers and developers.',
    location: 'Netherlands',
  },
  {
    username: 'eriklindernoren',
    name: 'Erik Linder-Norén',
    bio: 'Machine learning engineer.',
    location: 'Stockholm, Sweden',
  },
  { username: 'kkroening', name: 'Karl Kroening', bio: 'Software engineer.', location: 'Minneapolis, MN' },
  { username: 'mk-j', name: 'Mark Jones', bio: 'PHP developer.' },
  {
    username: 'ghost',
    name: 'Ghost User',
    bio: 'This is a "Ghost User", created to hold all issues authored by users that have since been deleted.',
  },
  { username: 'sarah.dev', name: 'Sarah Miller', bio: 'Full-stack developer.', location: 'Austin, TX' },
  { username: 'jcarter', name: 'James Carter', location: 'Denver, CO' },
  { username: 'mnguyen', name: 'Mai Nguyen', bio: 'Mobile developer.', location: 'San Jose, CA' },
  { username: 'priya.k', name: 'Priya Kapoor', bio: 'QA engineer.', location: 'Toronto, Canada' },
  { username: 'oliverb', name: 'Oliver Brown', location: 'London, UK' },
];

export const FIRST_NAMES = [
  'Alex',
  'Anna',
  'Ben',
  'Carla',
  'Chris',
  'Daniel',
  'Elena',
  'Felix',
  'Grace',
  'Hannah',
  'Ivan',
  'Julia',
  'Kevin',
  'Laura',
  'Marco',
  'Nina',
  'Omar',
  'Paula',
  'Rafael',
  'Sofia',
  'Tom',
  'Uma',
  'Victor',
  'Wendy',
  'Yusuf',
  'Zoe',
  'Lucas',
  'Mia',
  'Noah',
  'Emma',
  'Leo',
  'Chloe',
  'Ethan',
  'Lily',
  'Samuel',
  'Isabel',
];

export const LAST_NAMES = [
  'Anderson',
  'Becker',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Jensen',
  'Kim',
  'Larsen',
  'Moreau',
  'Novak',
  'Olsen',
  'Park',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
  'Ueda',
  'Vogel',
  'Walsh',
  'Xu',
  'Young',
  'Zimmermann',
  'Chen',
  'Chu',
  'Lo',
  'Wang',
  'Patel',
  'Murphy',
  'Schmidt',
  'Lopez',
];

export const LOCATIONS = [
  'Berlin, Germany',
  'Madrid, Spain',
  'Seoul, South Korea',
  'Chicago, IL',
  'Sydney, Australia',
  'São Paulo, Brazil',
  'Oslo, Norway',
  'Tokyo, Japan',
  'Dublin, Ireland',
  'Montreal, Canada',
  '',
];
