// What the account might post or write in state-change tasks: new submissions per forum, comments,
// replies, biography lines and post-body lines. None of them exists in the seeded data.

export const NEW_POSTS: readonly { forum: string; title: string; body: string }[] = [
  {
    forum: 'nyc',
    title: 'Is a car necessary in NYC?',
    body: 'Moving to Queens next month and wondering if I should sell my car.',
  },
  {
    forum: 'books',
    title: 'Big little lies review',
    body: "Can't stop reading it, finished it in a weekend.",
  },
  {
    forum: 'consoles',
    title: 'What is the recommended console to buy these days?',
    body: 'Mostly for couch co-op with my kids.',
  },
  {
    forum: 'iphone',
    title: 'Your opinion on the iPhone 14',
    body: 'Thinking about upgrading from an iPhone 11.',
  },
  {
    forum: 'sports',
    title: 'Running shoes under $100?',
    body: 'Looking for recommendations for running shoes within a budget of $100.',
  },
  {
    forum: 'books',
    title: 'Virtual meetup for Harry Potter fans on July 8th',
    body: 'Join our virtual meetup for Harry Potter enthusiasts on July 8th at 7pm.',
  },
  {
    forum: 'MachineLearning',
    title: '[D] Which optimizer do you default to?',
    body: 'Adam still seems to be the safe choice for most of my projects.',
  },
  {
    forum: 'DIY',
    title: 'Best way to patch drywall around an outlet?',
    body: 'The hole is about two inches wide and the box is loose.',
  },
  {
    forum: 'movies',
    title: 'Underrated sci-fi movies from the 2000s',
    body: 'Looking for something like Moon or Primer.',
  },
  {
    forum: 'gaming',
    title: 'Cozy games for a long flight',
    body: 'I have a Steam Deck and eleven hours to kill.',
  },
  {
    forum: 'space',
    title: 'Best telescope for a beginner?',
    body: 'Budget is around $300 and I live near a dark sky park.',
  },
  {
    forum: 'technology',
    title: 'Do you still use a password manager?',
    body: 'Trying to convince my parents to start using one.',
  },
  {
    forum: 'food',
    title: 'Easy weeknight dinners that freeze well',
    body: 'Meal prepping for a busy month at work.',
  },
  {
    forum: 'Music',
    title: 'Albums that sound best on vinyl',
    body: 'Just got my first turntable and need recommendations.',
  },
  {
    forum: 'boston',
    title: 'Where to watch the marathon finish?',
    body: 'First time in Boston for Marathon Monday.',
  },
  {
    forum: 'personalfinance',
    title: 'How much should I keep in checking?',
    body: 'I keep three months of rent there and the rest in savings.',
  },
  {
    forum: 'AskReddit',
    title: 'What hobby did you pick up as an adult?',
    body: 'I started pottery last year and love it.',
  },
  {
    forum: 'history',
    title: 'Good books on the Byzantine Empire?',
    body: 'I enjoyed the podcast and want to go deeper.',
  },
  {
    forum: 'science',
    title: 'How do scientists date ancient DNA?',
    body: 'Asking after reading about the Arctic ice study.',
  },
  {
    forum: 'pittsburgh',
    title: 'Best pierogi in Pittsburgh?',
    body: 'Visiting for a weekend and need to try them.',
  },
  {
    forum: 'philadelphia',
    title: 'Quiet places to work remotely in Philly',
    body: 'Libraries or cafes with good wifi, please.',
  },
  {
    forum: 'television',
    title: 'Shows to watch after Severance',
    body: 'I need something just as strange and tense.',
  },
  {
    forum: 'aww',
    title: 'Our foster kitten found the sunny spot',
    body: 'She has not moved in three hours.',
  },
  {
    forum: 'LifeProTips',
    title: 'LPT: label your spare keys',
    body: 'Write what each key opens on a small tag so nobody has to guess.',
  },
];

export const NEW_COMMENTS: readonly string[] = [
  'Thanks for posting this, really helpful.',
  'I had no idea about this, great find!',
  'This deserves more attention.',
  'Could you share where you found this?',
  'I tried this last week and it worked for me too.',
  'Saving this thread for later.',
  'Interesting take, I had not thought of it that way.',
  'Great photo, what camera did you use?',
  'Following this, I have the same question.',
  'This made my morning, thank you.',
  'Not sure I agree, but well argued.',
  'Any update on how it turned out?',
  'Same experience here, glad it is not just me.',
  'What a great community this is.',
  'I would love to see more posts like this.',
  'Bookmarked, thanks for the write-up.',
  'This is exactly what I needed today.',
  'Counterpoint: it depends on your budget.',
  '???',
  'Well said.',
];

export const NEW_REPLIES: readonly string[] = [
  'Good point, thanks for explaining.',
  'I agree with you completely.',
  'Do you have a source for that?',
  'That is a fair criticism.',
  'Ha, exactly my thoughts.',
  'I think you are missing the bigger picture.',
  'Thank you, that clears it up.',
  'Could not have said it better.',
  'Interesting, tell me more.',
  'That happened to me too.',
];

export const NEW_BIOGRAPHIES: readonly string[] = [
  'Seeking SDE positions',
  'Marvel-ous Mischief Managed',
  'Orbiting Life’s Excitements',
  'Resident of the Stars, Dreamer of More',
  'Delivering the Unexpected, Unleashed',
  'Weekend hiker and weekday coder',
  'Collector of vintage maps',
  'Film nerd, coffee snob, dog person',
  'Always learning something new',
  'Building things with wood and code',
  'Amateur astronomer from New Jersey',
  'Reading my way through the classics',
  'Home cook and hot sauce enthusiast',
  'Part-time musician, full-time dreamer',
  'Trying to keep my plants alive',
  'Retired teacher who loves trivia',
  'Chasing sunsets and good books',
  'Fixing old bikes for fun',
  'Podcast addict and board game fan',
  'Learning Japanese one word at a time',
];

export const NEW_BODY_LINES: readonly string[] = [
  'Every watch makes me feel like a kid again.',
  'Update: thanks everyone for the advice!',
  'Edit: solved, see the comments below.',
  'Thankfully, nobody was hurt.',
  'I will post photos once it is finished.',
  'Thanks for all the recommendations so far.',
  'Edit: fixed a typo in the title.',
  'I changed my mind after reading the replies.',
  'Still looking for more suggestions.',
  'Edit: the event has been moved to Saturday.',
  'This turned out better than I expected.',
  'Update: it worked, thank you all!',
];

export const NEW_FORUMS: readonly { name: string; description: string; sidebar: string }[] = [
  { name: 'Cyberpunk', description: 'Welcome to the future', sidebar: 'Games, Books, Movies, Future' },
  {
    name: 'HealthHive',
    description: 'A hub for in-depth discussions on health',
    sidebar: 'health, wellness, tips',
  },
  {
    name: 'OutdoorOdyssey',
    description: 'The ultimate guide to outdoor adventures',
    sidebar: 'outdoor, adventure, hiking, camping',
  },
  {
    name: 'HobbiesHub',
    description: 'A gathering spot for people and their hobbies',
    sidebar: 'hobbies, crafting, interests',
  },
  {
    name: 'EnvironmentalEcho',
    description: 'Environmental awareness and green living',
    sidebar: 'environment, sustainability, green living',
  },
  {
    name: 'BoardGameNights',
    description: 'Plan and share your board game nights',
    sidebar: 'strategy, party games, reviews',
  },
  {
    name: 'UrbanSketchers',
    description: 'Drawing the cities we live in',
    sidebar: 'sketching, watercolor, travel',
  },
  {
    name: 'BudgetTravel',
    description: 'Seeing the world without breaking the bank',
    sidebar: 'flights, hostels, tips',
  },
];
