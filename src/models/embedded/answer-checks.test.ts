import { describe, expect, it } from 'vitest';
import type { Observation } from '../../core/index.js';
import { type AnswerVeto, answerVeto, VETOED_PROBABILITY } from './answer-checks.js';
import { EmbeddedRewardModel } from './reward-model.js';

describe('answerVeto', () => {
  it('vetoes a question left unanswered, unless it also asks for something to be done', () => {
    expect(answerVeto('What version does the package.json file of the board repository have?', '')).toBe(
      'unanswered',
    );
    expect(answerVeto('How many stars does the PyTorch-GAN repository have?', null)).toBe('unanswered');
    const postIt =
      'Which is closer to Mellon Park on foot, Bluebird Food Co-op or Ember Coffee? Post the answer in the pittsburgh forum.';
    expect(answerVeto(postIt, '')).toBeNull();
  });

  it('vetoes an answer that only repeats the instruction, but not the pick of an "X or Y" question', () => {
    const rating = 'What is the average customer rating of "Kestrel Audio Bluetooth Sport Earphones"?';
    expect(answerVeto(rating, 'Kestrel Audio Bluetooth Sport Earphones')).toBe('echo');
    expect(answerVeto(rating, '4.5')).toBeNull();
    const choice =
      'Starting from Morning Glory Burgers, which takes less time to reach by bike: Fresh Foods or Pinecone Coffee House?';
    expect(answerVeto(choice, 'Fresh Foods')).toBeNull();
    expect(answerVeto('Is the issue "Broken link" open or closed?', 'Open')).toBeNull();
    expect(answerVeto('Is there a review that says "no"?', 'No')).toBeNull();
    // Whole words only: a word inside a longer one is not an echo.
    const cuisine = 'What type of cuisine does Morning Glory Burgers serve, according to the map?';
    expect(answerVeto(cuisine, 'burger')).toBeNull();
    expect(answerVeto(cuisine, 'Morning Glory')).toBe('echo');
    // A part of a slash path is a name, not the instruction's wording; the whole path is an echo.
    const committer = 'Who made the latest commit to the primer/css repository?';
    expect(answerVeto(committer, 'Primer')).toBeNull();
    expect(answerVeto(committer, 'primer/css')).toBe('echo');
  });

  it('vetoes money for a count and a price without a number', () => {
    expect(answerVeto('How many customer reviews does "Scriptura Planner" have?', '$32.99')).toBe(
      'count-got-money',
    );
    expect(answerVeto('How many customer reviews does "Scriptura Planner" have?', '12')).toBeNull();
    expect(answerVeto('What is the price of "Optivo Camera"?', 'In stock')).toBe('price-without-number');
    expect(answerVeto('What is the price of "Optivo Camera"?', '$87.95')).toBeNull();
    // The digits of the quoted name are no price: a page heading that repeats it answers nothing.
    const pack = 'What is the price of "Harvest Lane Keto Trail Mix, Pack of 12"?';
    expect(answerVeto(pack, "Search results for: 'Harvest Lane Keto Trail Mix, Pack of 12'")).toBe(
      'price-without-number',
    );
    expect(answerVeto(pack, 'harvest lane keto trail mix, pack of 12: $9.99')).toBeNull();
    expect(answerVeto('How many reviews does "Pack of 12" have?', 'Pack of 12 reviews')).toBe(
      'count-without-number',
    );
  });

  it('vetoes a count with no number, a yes-or-no question answered with neither, an "A or B?" with neither', () => {
    const count = 'How many police stations in East Liberty does the map list?';
    expect(answerVeto(count, 'Layers')).toBe('count-without-number');
    expect(answerVeto(count, '3')).toBeNull();
    expect(answerVeto(count, 'three')).toBeNull();
    expect(answerVeto(count, 'None')).toBeNull();
    // "number of" alone is not a count question: the answer here is a person.
    const mostCommits =
      'Tell me who has made the most contributions, in terms of number of commits, to the keycloak project';
    expect(answerVeto(mostCommits, 'Oliver Brown')).toBeNull();

    const yesNo =
      'Can I bike from Hilltop Table to Juniper Food Co-op in under 20 minutes? Answer yes or no.';
    expect(answerVeto(yesNo, 'Foundry Trust Company, 964')).toBe('neither-yes-nor-no');
    expect(answerVeto(yesNo, 'Yes')).toBeNull();
    expect(answerVeto(yesNo, 'no, it takes 25 minutes')).toBeNull();
    // A yes-or-no question about a price or a count is answered by yes or no, not by a number.
    const priceYesNo = 'Does "Zenfit Yoga Mat, Set of 5" cost less than $121? Answer yes or no.';
    expect(answerVeto(priceYesNo, 'no')).toBeNull();
    expect(answerVeto(priceYesNo, '$89.00')).toBe('neither-yes-nor-no');
    const countYesNo = 'How many units do we have, more than 40? Answer yes or no.';
    expect(answerVeto(countYesNo, 'Yes')).toBeNull();

    const choice =
      'Starting from Cobblestone Service Station, which takes less time to reach on foot: Allegheny Taqueria or Juniper Gas?';
    expect(answerVeto(choice, 'Morning Glory Service Station')).toBe('neither-option');
    expect(answerVeto(choice, '1.0km')).toBe('neither-option');
    expect(answerVeto(choice, 'Allegheny Taqueria')).toBeNull();
    expect(answerVeto(choice, 'juniper gas, 12 minutes')).toBeNull();
    // A choice in mid-sentence, followed by more words, is not parsed as one.
    expect(answerVeto('Is the issue "Broken link" open or closed?', 'Open')).toBeNull();
  });

  it('vetoes a distance, duration, zip code, phone number, website or opening hours answered without one', () => {
    // [the veto, the instruction, a wrong answer it vetoes, a right answer it lets through]
    const cases: [AnswerVeto, string, string, string][] = [
      [
        'distance-without-length',
        'What is the walking distance from Allegheny Drug Store to the nearest cafe?',
        'Red Door Café, 966, Bouquet Street',
        '334m',
      ],
      [
        'distance-without-length',
        'What is the driving distance from PPG Paints Arena to Cobblestone Service Station?',
        'Juniper Gas',
        '4.3 km',
      ],
      [
        'duration-without-time',
        'How long does it take to drive from UPMC to Oakmont Trattoria?',
        'Oakmont Trattoria, 12',
        '0:05',
      ],
      [
        'duration-without-time',
        'How long does it take to bike from Incline to Mellon Park?',
        'Allegheny Cemetery',
        '15 min',
      ],
      ['zip-without-code', 'What is the zip code of Steel City Roasters?', 'Lawrenceville', '15201'],
      [
        'phone-without-number',
        'What is the phone number of Silver Lake Grill?',
        'Silver Lake Grill, 5',
        '+1 412 443 3169',
      ],
      // "Post Office" is a name here, not a request to post: the question still asks for a number.
      [
        'phone-without-number',
        'What is the phone number of East Liberty Post Office?',
        '15232',
        '+1 412 361 8014',
      ],
      [
        'website-without-address',
        'Could you provide me with the website of Schenley Park? I am looking to plan a visit.',
        'Schenley Park',
        'https://www.schenleypark.org/',
      ],
      [
        'website-without-address',
        'What is the website of Schenley Park?',
        'Schenley Park, 4',
        'schenleypark.org',
      ],
      [
        'hours-without-time',
        'What are the opening hours of Randyland according to the map?',
        'OpenStreetMap',
        'Mo-Su 10:00-19:00',
      ],
      [
        'hours-without-time',
        'What are the opening hours of Hilltop Table according to the map?',
        'Export',
        'Closed on Sundays',
      ],
    ];
    for (const [veto, intent, wrong, right] of cases) {
      expect([answerVeto(intent, wrong), answerVeto(intent, right)], intent).toEqual([veto, null]);
    }
  });

  it("vetoes an answer of symbols only and one copied from the browser's error page", () => {
    const who = 'Who posted the submission "Follow-up: My grandpa in 1972"? Tell me their username.';
    for (const glyph of ['▲', '▼', '×', ' ✉ ', '+']) expect(answerVeto(who, glyph), glyph).toBe('no-content');
    expect(answerVeto(who, 'salty_squirrel')).toBeNull();
    // A digit is content: a count answered "0" is left to the other checks and the network.
    expect(answerVeto('How many open issues does ohmyzsh/ohmyzsh have?', '0')).toBeNull();
    const comment = 'What does the latest comment by the author of the post "Community raises money" say?';
    expect(answerVeto(comment, 'ERR_TUNNEL_CONNECTION_FAILED')).toBe('browser-error');
    expect(answerVeto(comment, 'net::ERR_NAME_NOT_RESOLVED')).toBe('browser-error');
    expect(answerVeto(comment, 'Thanks, this made my day')).toBeNull();
    // Not a question: judged by what it changed, whatever the message.
    expect(answerVeto('Find my order number 228 and reorder everything in it.', '▲')).toBeNull();
  });

  it('vetoes a score or rating without a number, or given as money, and an email address without @', () => {
    // "post" and "order" are nouns here, not changes asked for: the question is the whole instruction.
    const score = 'What is the score (upvotes minus downvotes) of the post "Scientists develop a battery"?';
    expect(answerVeto(score, 'Subscribe')).toBe('score-without-number');
    expect(answerVeto(score, '-3')).toBeNull();
    const rating = 'What is the average customer rating of "Typewell Travel Mouse", out of 5 stars?';
    expect(answerVeto(rating, '$35.99')).toBe('score-without-number');
    expect(answerVeto(rating, '3.3')).toBeNull();
    expect(answerVeto(rating, '4.5 out of 5 stars')).toBeNull();
    const email = 'What is the email address of the customer who placed order 184?';
    expect(answerVeto(email, 'Complete')).toBe('email-without-address');
    expect(answerVeto(email, 'wei.ramirez@outlook.com')).toBeNull();
    // Something asked after the question mark is done, not answered: the message is not checked.
    expect(answerVeto(`${score.slice(0, -1)}? Post it as a comment on the post.`, 'Subscribe')).toBeNull();
  });

  it('leaves value checks out where the instruction names a repository or also asks for a change', () => {
    expect(
      answerVeto('Who made the latest commit to the ericwbailey.website repository?', 'Byte Blaze'),
    ).toBeNull();
    const postIt =
      'What is the walking distance from Ember Coffee to Mellon Park? Post the answer in the pittsburgh forum.';
    expect(answerVeto(postIt, 'Posted.')).toBeNull();
    // A polite request with no value asked for is judged by the network.
    expect(answerVeto('Could you open the issues assigned to me?', 'Opened')).toBeNull();
  });

  it('vetoes a request for a value left unanswered or answered without it, whatever its form', () => {
    const website = 'Could you provide me with the website of Schenley Park? I am looking to plan a visit.';
    expect(answerVeto(website, '')).toBe('unanswered');
    expect(answerVeto(website, 'https://pittsburghparks.org')).toBeNull();
    // The phone number is the condition; the email address is what is asked.
    const email = 'Find the email address of the customer with phone number 8305556257';
    expect(answerVeto(email, 'General')).toBe('email-without-address');
    expect(answerVeto(email, '')).toBe('unanswered');
    expect(answerVeto(email, 'sterling.ng@example.com')).toBeNull();
    expect(answerVeto(`${email} and send them a coupon`, '')).toBeNull();
    expect(answerVeto(`${email}. Then add a note to their account.`, 'Done')).toBeNull();
    const coordinates = 'Tell me the coordinates of Juniper Hot Dogs in DD format.';
    expect(answerVeto(coordinates, 'hot_dog')).toBe('coordinates-without-number');
    expect(answerVeto(coordinates, '+1 412 776 3275')).toBe('coordinates-without-number');
    expect(answerVeto(coordinates, '40.4512300, -79.9338400')).toBeNull();
  });

  it('reads "comment", "post" and "order" in a question of one sentence as nouns: left empty, it is unanswered', () => {
    const comment =
      'What does the latest comment by the author of the post "How did people keep food fresh in the Ming dynasty?" say?';
    expect(answerVeto(comment, '')).toBe('unanswered');
    expect(answerVeto('What is the status of my order number 184?', null)).toBe('unanswered');
    expect(answerVeto('What is the title of the top post of the past month in the boston forum?', '')).toBe(
      'unanswered',
    );
    // A second sentence asks for the change, which answers it.
    expect(
      answerVeto('What is the status of my order number 184? Cancel it if it is pending.', ''),
    ).toBeNull();
  });

  it('vetoes a clone command without git or an SSH address, whatever the form of the request', () => {
    const clone = 'Show me the command to clone checklist-data with SSH.';
    expect(answerVeto(clone, 'Tags')).toBe('clone-without-command');
    expect(answerVeto(clone, 'Oliver Brown')).toBe('clone-without-command');
    expect(answerVeto(clone, '')).toBe('clone-without-command');
    expect(answerVeto(clone, null)).toBe('clone-without-command');
    expect(answerVeto(clone, 'git clone ssh://git@127.0.0.1:2222/byteblaze/checklist-data.git')).toBeNull();
    expect(answerVeto(clone, 'git@gitlab.example:byteblaze/checklist-data.git')).toBeNull();
    expect(answerVeto(clone, 'N/A')).toBeNull();
    // Posting the command elsewhere is judged by the post, whatever the exit message.
    expect(answerVeto('Post the command to clone checklist-data with SSH in the dev forum.', '')).toBeNull();
  });

  it('vetoes a bare number or amount for a person or a named thing, not where a number is asked', () => {
    const author = 'Who wrote the review of "Auralis Earphones" that says "They are comfortable"?';
    expect(answerVeto(author, '$94.95')).toBe('name-got-number');
    expect(answerVeto(author, 'Emma Lopez')).toBeNull();
    const ranked = 'Which product ranked #1 among the best-selling products from 05/01/2022 to 05/31/2022?';
    expect(answerVeto(ranked, '$31.99')).toBe('name-got-number');
    expect(answerVeto(ranked, 'Ugrove Wall Charger')).toBeNull();
    expect(answerVeto('What is the title of the top post in the Newark forum?', '25')).toBe(
      'name-got-number',
    );
    // An order is named by its number; a year, a rating or "number of" ask for one.
    expect(answerVeto('Which order of Emma Lopez has the highest grand total?', '000000123')).toBeNull();
    expect(answerVeto('Which year did the store sell the most?', '2022')).toBeNull();
    expect(
      answerVeto('Who has the most commits, in terms of number of commits? Give the count.', '42'),
    ).toBeNull();
    // Kinds, roles and what a comment says are words too (answers of a quick run's false successes).
    expect(answerVeto('Tell me who made the latest commit to the factory_bot project', '5')).toBe(
      'name-got-number',
    );
    const cuisine = 'What type of cuisine does Monongahela Taqueria serve, according to the map?';
    expect(answerVeto(cuisine, '15222')).toBe('name-got-number');
    expect(answerVeto(cuisine, 'mexican')).toBeNull();
    const comment = 'What does the latest comment by the author of the post "Switch OLED overheating" say?';
    expect(answerVeto(comment, '400')).toBe('name-got-number');
    expect(answerVeto(comment, 'Try a cooling stand.')).toBeNull();
    const role = "What is Sofia Schmidt's role in the keycloak/keycloak project?";
    expect(answerVeto(role, '3.3.1')).toBe('name-got-number');
    expect(answerVeto(role, 'Maintainer')).toBeNull();
  });

  it('reads what is asked without the quoted names of posts and products', () => {
    // A title that mentions a website, a distance or a price asks for none of them.
    const light =
      'Who posted the submission "A website that shows how far light travels in a second"? Tell me the username.';
    expect(answerVeto(light, 'quiet_teapot')).toBeNull();
    const drop = 'Who posted the submission "Xbox Series S price drop this week"? Tell me the username.';
    expect(answerVeto(drop, 'happy_squirrel')).toBeNull();
    // A "Zip" in a product's name no longer reads as asking for a number.
    const review =
      'Who wrote the review of "Harbor & Pine Men\'s Puffer Jacket, Zip Pockets" that says "The hood does not stay up in wind"?';
    expect(answerVeto(review, '$206.99')).toBe('name-got-number');
    expect(answerVeto(review, 'Emma Lopez')).toBeNull();
  });

  it('lets the answer to a kind or a neighbourhood repeat the part of the name that says it', () => {
    const cuisine = 'What type of cuisine does Cobblestone Chicken serve, according to the map?';
    expect(answerVeto(cuisine, 'chicken')).toBeNull();
    expect(
      answerVeto('In which neighborhood of Pittsburgh is UPMC Shadyside located?', 'Shadyside'),
    ).toBeNull();
    expect(answerVeto('What is the price of "Sonavo Bluetooth Over-Ear Headphones"?', 'Sonavo')).toBe('echo');
  });

  it('leaves "N/A", the answer of a task that cannot be done, to the network', () => {
    expect(answerVeto('How many police stations in East Liberty does the map list?', 'N/A')).toBeNull();
    expect(answerVeto('What is the zip code of Steel City Roasters?', 'n/a')).toBeNull();
    expect(answerVeto('What is the price of "Optivo Camera"?', 'N/A')).toBeNull();
    expect(answerVeto('Can I bike there in under 20 minutes? Answer yes or no.', 'N/A')).toBeNull();
  });

  it('leaves tasks that are not questions to be judged by what they changed', () => {
    expect(answerVeto('Add "Ugrove Charger" to my wish list.', '')).toBeNull();
    expect(
      answerVeto('Make "Silverleaf Anklet" as out of stock', 'Make "Silverleaf Anklet" as out of stock'),
    ).toBeNull();
  });
});

describe('EmbeddedRewardModel with answer checks', () => {
  const page: Observation = {
    url: 'http://shop.test/p/1',
    title: 'Scriptura Planner',
    html: '',
    elements: [],
    texts: [],
    scroll: { y: 0, height: 720, viewportHeight: 720 },
    tabs: [{ url: 'http://shop.test/p/1', title: 'Scriptura Planner' }],
    activeTab: 0,
  };
  const exit = (message: string) => ({
    response: `exit(message="${message}")`,
    action: { kind: 'exit' as const, message },
    url: page.url,
  });

  it('caps a vetoed trajectory at a failure and leaves the others to the network', async () => {
    const orm = await EmbeddedRewardModel.create();
    try {
      const intent = 'How many customer reviews does "Scriptura Planner" have?';
      const [vetoed, judged] = await orm.scores([
        { intent, history: [exit('$32.99')], finalObservation: page },
        { intent, history: [exit('12')], finalObservation: page },
      ]);
      expect(vetoed).toBeLessThanOrEqual(VETOED_PROBABILITY);
      expect(judged).toBeGreaterThan(VETOED_PROBABILITY);
    } finally {
      await orm.close();
    }
  });
});
