// A judge's first checks on an answer, as a veto over the reward model's probability: a question left
// unanswered, answered with its own words, a count answered with money or with no number at all, a
// price with no number, a yes-or-no question answered with neither, an "A or B?" question answered
// with neither, a distance, duration, zip code, phone number, website or opening hours answered
// without one, a clone command without git or an SSH address, and a person or a named thing answered
// with a bare number. The network sees some of the same facts as features (answerFit) but, trained on a few
// hundred trajectories, it still called such answers successes: 6 of the 12 trajectories it was
// surest of among a quick run's failed rollouts were of these kinds. On the 2,820 evaluator-labelled
// trajectories of bench/models and the ORM experiments (.cache/bench-models), these checks veto 215
// failures and no success. The last four kinds of check were then tried on 885 other episodes (the
// rollouts and evaluations in runs/): 27 failures vetoed, no success. The last two, written after
// reading a quick run's 43 false successes among its 150 online rollouts (they veto 5 of them), veto
// 36 failures and none of 1,674 successes on 3,049 labelled trajectories: two phase 0s (the second
// with 300 more demonstrations and 1,200 corrupted replays; both have the same 99 demonstrations
// and 60 seed rollouts, counted twice), the quick run's rollouts and bench/models' oracle and SFT
// episodes. Then the checks were run on every built-in task's reference answers (15,966, all splits):
// they vetoed 73 right answers, none of the test split. Quoted names were read as what is asked (a
// post titled "A website that shows how far light travels" asked for a website and a distance), and
// "chicken" for the cuisine of Cobblestone Chicken was an echo. Now the checks read the instruction
// without its quoted names, a place or a one-word kind may repeat the name, and a test keeps every
// reference answer unvetoed. With kinds, roles, "what does … say" and "tell me who" added to the
// name questions, they veto 135 instead of 124 of a quick run's 549 failed trajectories, and none
// of its 280 successes. Four more kinds (an answer of symbols only, a browser error code, a score
// or rating without a number, an email address without "@") and value checks that skip the digits
// of the instruction's quoted names came from reading the 382 false successes among the 2,160
// online rollouts of a full bench/compare (2026-12-04): on the 6,953 distinct evaluator-labelled
// trajectories of that run and a β probe they veto 221 more failures, 113 of them false successes
// of the ORM, and none of 1,732 successes. Reading the false successes of the run that repeated it
// (2026-12-05) added coordinates without a decimal number, a request for a value ("Could you
// provide me with the website of …", "Find the email address of …") answered with nothing or
// without it, and a question of one sentence left empty where "post", "comment" or "order" are its
// nouns: on that run's 2,160 online rollouts they veto 37 of the ORM's 461 false successes and
// none of its 230 true ones (precision 0.333 → 0.352), and on its 2,557 distinct labelled
// trajectories 97 more failures and none of 607 successes. Agent-visible text only: the
// instruction and the exit message.

import { QUESTION } from './outcome-features.js';
import { normalizeText } from './tokenize.js';

/** Why an answer cannot be a success, or null when these checks find nothing. */
export type AnswerVeto =
  | 'unanswered'
  | 'echo'
  | 'count-got-money'
  | 'count-without-number'
  | 'neither-yes-nor-no'
  | 'neither-option'
  | 'price-without-number'
  | 'distance-without-length'
  | 'duration-without-time'
  | 'zip-without-code'
  | 'phone-without-number'
  | 'website-without-address'
  | 'hours-without-time'
  | 'clone-without-command'
  | 'name-got-number'
  | 'no-content'
  | 'browser-error'
  | 'score-without-number'
  | 'email-without-address'
  | 'coordinates-without-number';

/**
 * A value the instruction asks for and what any answer giving it contains: a distance has a length
 * with its unit ("4.3km", "334 m"), a duration a time ("0:05", "12 min"), a US zip code five digits,
 * a phone number seven digits or more, a website an address. An answer without one names something
 * else (measured: the policy answered "What is the walking distance from … to the nearest café?"
 * with the café's name and address). On the 2,820 trajectories above, the first five kinds veto 52
 * failures and no success.
 */
const VALUE_KINDS: readonly { veto: AnswerVeto; asks: RegExp; contains: RegExp }[] = [
  {
    veto: 'distance-without-length',
    asks: /\bdistance\b|\bhow far\b/i,
    contains:
      /\d+(?:[.,]\d+)?\s*(?:km|m|mi|miles?|meters?|metres?|kilometers?|kilometres?|ft|feet|yards?)\b/i,
  },
  {
    veto: 'duration-without-time',
    asks: /\bhow long (?:does|did|will|would) it take\b|\bhow much time\b|\btravel time\b/i,
    contains:
      /\b\d{1,2}:\d{2}\b|\d+(?:[.,]\d+)?\s*(?:min|mins|minutes?|h|hrs?|hours?|s|sec|seconds?|days?)\b/i,
  },
  { veto: 'zip-without-code', asks: /\bzip code\b|\bpostal code\b|\bpostcode\b/i, contains: /\b\d{5}\b/ },
  { veto: 'phone-without-number', asks: /\bphone number\b|\btelephone\b/i, contains: /(?:\d[\s().+-]*){7,}/ },
  // Coordinates are decimal degrees: "Tell me the coordinates of Juniper Hot Dogs in DD format." was
  // answered with a tag of the place's page ("hot_dog") or its phone number ("+1 412 776 3275").
  { veto: 'coordinates-without-number', asks: /\bcoordinates\b/i, contains: /\d\.\d/ },
  {
    veto: 'website-without-address',
    // "website" as a word, not the end of a name such as the repository ericwbailey.website.
    asks: /(?<![.\w])website\b|\bweb address\b/i,
    contains: /https?:\/\/|www\.|\b[a-z0-9-]+\.[a-z]{2,}\b/i,
  },
  {
    // Opening hours are times or days ("Mo-Su 10:00-19:00", "24/7", "closed on Sundays").
    veto: 'hours-without-time',
    asks: /\b(?:opening|open|business) hours\b/i,
    contains:
      /\d|24\/7|\bclosed\b|\b(?:mo|tu|we|th|fr|sa|su|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i,
  },
];
/**
 * "Show me the command to clone X with SSH" asks for a command, which names git or an SSH address;
 * measured: the policy answered such tasks with a tab's label ("Tags"), a member's name or nothing
 * (3 of the 43 false successes of a quick run's online rollouts). Checked whatever the sentence's
 * form: it is a request, not a question.
 */
const ASKS_CLONE_COMMAND = /\bcommand to clone\b|\bclone command\b/i;
const CLONE_COMMAND = /\bgit clone\b|ssh:\/\/|\bgit@/i;
/**
 * A person or a named thing: "Who wrote the review …?", "Which product ranked #1 …?", "What is the
 * title of …?". A bare number or amount ("$94.95", "$31.99") names none of them; a question that
 * also asks for a number or an order (an order is named by its number) is left alone.
 */
const ASKS_NAME =
  /^\s*(tell me )?(who|whom|whose)\b|^\s*which (product|item|customer|user|post|forum|repository|project|author|brand|category|place|restaurant|store|branch)\b|\b(what is|what's|tell me) the (name|title)\b|\bwhat (type|kind|sort) of\b|^\s*what does\b.*\bsay\b|'s role\b/i;
const NAME_WANTS_NUMBER =
  /\b(price|cost|how much|how many|total|amount|number|rating|score|count|year|month|date|version|order|zip|phone|percentage|id)\b/i;
const BARE_NUMBER = /^[$€£]?\s*\d[\d.,]*$/;

/**
 * "In which neighborhood is Carnegie Library - Squirrel Hill located?" (Squirrel Hill), "What type of
 * cuisine does Cobblestone Chicken serve?" (chicken): a place or a kind the thing's own name may
 * say. Repeating part of the name answers these; it is an echo everywhere else, and for a kind
 * when it is more than a word ("Morning Glory" for Morning Glory Burgers' cuisine).
 */
const ASKS_PLACE = /\bwhich (neighbou?rhood|area|district|city|town|county|state|country|region)\b/i;
const ASKS_KIND = /\b(what|which) (type|kind|sort|category) of\b/i;

/**
 * The instruction without its quoted names: a post titled "A website that shows how far light
 * travels" or a product "… Jacket, Zip Pockets" names a thing, and asks for no website, distance or
 * zip code. Measured on the built-in tasks' reference answers: quoted words made the checks veto 54
 * right answers to questions about a post ("Who posted the submission "…"?"), whose quoted title
 * held "price" or "how much" (44), "website" (6) or "how far" (4).
 */
function unquoted(intent: string): string {
  return intent.replace(/"[^"]*"|“[^”]*”/g, '"…"');
}

/**
 * An answer with no letter and no digit ("▲", "×", "✉", "+") names nothing: it is the label of a
 * vote arrow, a close button or an icon the policy read its answer from. 46 of the 382 false
 * successes among bench/compare's 2,160 online rollouts (2026-12-04) were such answers.
 */
const HAS_CONTENT = /[\p{L}\p{N}]/u;
/**
 * Chromium's error page names its error ("ERR_TUNNEL_CONNECTION_FAILED" when the origin allowlist
 * stopped a link off the sites): an answer copied from it reports the browser, not the site (9 of
 * the same 382).
 */
const BROWSER_ERROR = /^(?:net::)?ERR_[A-Z_]+$/;

/**
 * Value kinds of questions whose nouns ASKS_TO_ACT would read as a change ("the score of the post",
 * "the customer who placed order 184"): checked when the question is the whole instruction, with
 * nothing asked after its question mark.
 */
const QUESTION_VALUE_KINDS: readonly { veto: AnswerVeto; asks: RegExp; contains: RegExp }[] = [
  {
    // A post's score or a product's rating is a number, not a price: the policy answered "What is
    // the score (upvotes minus downvotes) of …?" with a button's label ("Subscribe") and "What is the
    // average customer rating of …?" with the product's price ("$35.99").
    veto: 'score-without-number',
    asks: /\bwhat(?:'s| is) the (?:[\w-]+ ){0,2}(?:score|rating)\b/i,
    contains: /^[^$€£]*\d[^$€£]*$/,
  },
  {
    // "What is the email address of …?" answered with a status ("Complete") or a group's name.
    veto: 'email-without-address',
    asks: /\bwhat(?:'s| is) (?:the |their |his |her )?e-?mail(?: address)?\b/i,
    contains: /\S@\S/,
  },
];
/** "… ? Post the answer in the forum": something asked after the question. */
const ASKS_MORE = /\?\s*\S/;
/**
 * One sentence that asks and ends with its question mark ("What does the latest comment by the author
 * of the post "…" say?"): its nouns "comment" or "post" ask for nothing to be done, so an empty
 * answer leaves it unanswered.
 */
const ONLY_A_QUESTION = /^\s*(?:what|which|who|whom|whose|when|where|how)\b[^?.!;]*\?\s*$/i;

/**
 * "Find the email address of the customer with phone number 8305556257": a request for one value,
 * named by the noun after "the" (the phone number is a condition, not what is asked). Checked when
 * it is the whole instruction, with no second clause ("… and send them …").
 */
const REQUESTED_VALUE =
  /^\s*(?:find|look up|show me|get)\s+(?:me\s+)?the\s+(e-?mail(?: address)?|phone number|website|zip code|coordinates)\s+(?:of|for)\b/i;
const SECOND_CLAUSE = /\b(?:and|then)\b|[.;!?]\s+\S/i;
const EMAIL_KIND = { veto: 'email-without-address', asks: /\be-?mail\b/i, contains: /\S@\S/ } as const;

/** "Could you provide me with …": a question without a question word. */
const POLITE_REQUEST = /^\s*(could|would|can|will) you\b/i;

/** A question that also asks for a change ("… Post the answer in the forum") is answered by doing it. */
const ASKS_TO_ACT = /\b(post|submit|create|add|update|send|reply|comment|change|set|make|buy|order|write)\b/i;
const ASKS_COUNT = /\b(how many|number of)\b/i;
/**
 * "How many …?" is answered by a number, in digits or words. Not "number of", which also appears in
 * "who made the most contributions, in terms of number of commits" (answered by a name).
 */
const ASKS_HOW_MANY = /\bhow many\b/i;
const NUMBER_WORD =
  /\b(zero|none|no|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred)\b/i;
/** "… Answer yes or no." */
const ASKS_YES_OR_NO = /\byes or no\b/i;
/** "…, which takes less time to reach by bike: Fresh Foods or Pinecone Coffee House?" */
const CHOICE_AT_END = /[,:]\s*([^,:?]+?)\s+or\s+([^,:?]+?)\s*\?\s*$/i;
const ASKS_PRICE = /\b(price|cost|grand total|subtotal|how much)\b/i;
/** "X or Y?": the right answer repeats part of the instruction. */
const OFFERS_CHOICE = /\bor\b/i;
const CHOICE_FREE = new Set(['yes', 'no', 'n/a']);

/**
 * Checks the exit message `answer` (null: the episode did not exit) against the instruction. Only
 * questions are checked, and "Could you …" requests for the value kinds: other tasks are judged by
 * what they changed, whatever the message says.
 */
export function answerVeto(fullIntent: string, answer: string | null): AnswerVeto | null {
  // What is asked, without the quoted names; the echo test still reads the whole instruction.
  const intent = unquoted(fullIntent);
  const given = (answer ?? '').trim();
  // "N/A" says the task cannot be done (WebArena's unachievable tasks expect it): a claim about the
  // task that no check of the answer's shape can refute.
  const norm = normalizeText(given);
  const unachievable = norm === 'n/a';
  // As for the value kinds, an instruction that also asks for a change is judged by the change.
  if (
    ASKS_CLONE_COMMAND.test(intent) &&
    !asksForChange(intent) &&
    !unachievable &&
    !CLONE_COMMAND.test(given)
  )
    return 'clone-without-command';
  if (!QUESTION.test(fullIntent)) return unachievable ? null : requestVeto(intent, fullIntent, given);
  if (given === '') return asksForChange(intent) ? null : 'unanswered';
  if (unachievable) return null;
  if (!HAS_CONTENT.test(given)) return 'no-content';
  if (BROWSER_ERROR.test(given)) return 'browser-error';
  // "… Answer yes or no." fixes the answer's shape whatever else the question names: "Does … cost
  // less than $40?" asks about a price and is answered "yes".
  if (ASKS_YES_OR_NO.test(intent)) return /^(yes|no)\b/.test(norm) ? null : 'neither-yes-nor-no';
  if (
    !OFFERS_CHOICE.test(intent) &&
    !ASKS_PLACE.test(intent) &&
    !(ASKS_KIND.test(intent) && !norm.includes(' ')) &&
    norm.length >= 3 &&
    !CHOICE_FREE.has(norm) &&
    containsWords(normalizeText(fullIntent), norm)
  )
    return 'echo';
  const count = ASKS_COUNT.test(intent);
  if (count && /[$€£]/.test(given)) return 'count-got-money';
  // The value checks read the answer without the instruction's quoted names, whose digits are no
  // value: "What is the price of "Harvest Lane Keto Trail Mix, Pack of 12"?" was answered with the
  // search page's heading, "Search results for: 'Harvest Lane Keto Trail Mix, Pack of 12'" (13 of
  // bench/compare's false successes).
  const own = withoutQuotedNames(given, fullIntent);
  if (ASKS_HOW_MANY.test(intent) && !/\d/.test(own) && !NUMBER_WORD.test(own)) return 'count-without-number';
  if (!count && ASKS_PRICE.test(intent) && !/\d/.test(own)) return 'price-without-number';
  const choice = fullIntent.match(CHOICE_AT_END);
  if (choice && !namesOption(norm, choice[1]!) && !namesOption(norm, choice[2]!)) return 'neither-option';
  if (ASKS_NAME.test(intent) && !NAME_WANTS_NUMBER.test(intent) && BARE_NUMBER.test(given))
    return 'name-got-number';
  const questionKind = ASKS_MORE.test(intent)
    ? undefined
    : QUESTION_VALUE_KINDS.find((kind) => kind.asks.test(intent) && !kind.contains.test(own));
  return questionKind?.veto ?? valueVeto(intent, own);
}

/** `answer` without the names the instruction quotes (case-insensitive), trimmed. */
function withoutQuotedNames(answer: string, intent: string): string {
  let rest = answer;
  for (const [, straight, curly] of intent.matchAll(/"([^"]+)"|“([^”]+)”/g)) {
    const name = straight ?? curly;
    if (name) rest = rest.split(new RegExp(escapeRegExp(name), 'i')).join(' ');
  }
  return rest.trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the (normalised) answer has a word of three letters or more of the option ("Foods"). */
function namesOption(answer: string, option: string): boolean {
  return normalizeText(option)
    .split(' ')
    .some((word) => word.length >= 3 && containsWords(answer, word));
}

/**
 * A request that is not a question: "Could you provide me with the website of …? I am looking …"
 * or "Find the email address of …". Answered with nothing, or without the value it names, it failed
 * (4 and 3 false successes of one seed of bench/compare, 2026-12-05, were such answers).
 */
function requestVeto(intent: string, fullIntent: string, given: string): AnswerVeto | null {
  if (ASKS_TO_ACT.test(intent)) return null;
  const noun = intent.match(REQUESTED_VALUE)?.[1];
  if (noun && !SECOND_CLAUSE.test(intent)) {
    if (given === '') return 'unanswered';
    const kind = [EMAIL_KIND, ...VALUE_KINDS].find((k) => k.asks.test(noun));
    return kind && !kind.contains.test(withoutQuotedNames(given, fullIntent)) ? kind.veto : null;
  }
  if (!POLITE_REQUEST.test(intent)) return null;
  if (given === '') return VALUE_KINDS.some((kind) => kind.asks.test(intent)) ? 'unanswered' : null;
  return valueVeto(intent, given);
}

/**
 * Whether the instruction asks for something to be done besides (or instead of) an answer. A
 * question of one sentence asks for nothing, though its nouns or names may read as a change: "What
 * does the latest comment … say?" left empty, and "What is the phone number of East Liberty Post
 * Office?" answered "15232", its zip code (9 rollouts of one bench/compare, 2026-12-05), are
 * failures.
 */
function asksForChange(intent: string): boolean {
  return ASKS_TO_ACT.test(intent) && !ONLY_A_QUESTION.test(intent);
}

/** The first value kind the instruction asks for that the (non-empty) answer lacks. */
function valueVeto(intent: string, given: string): AnswerVeto | null {
  // An instruction that also asks for a change is judged by the change, whatever the message.
  if (given === '' || asksForChange(intent)) return null;
  return VALUE_KINDS.find((kind) => kind.asks.test(intent) && !kind.contains.test(given))?.veto ?? null;
}

/** A character that continues a word, or joins it into a path ("primer/css"). */
const WORD_OR_PATH = /[\p{L}\p{N}/]/u;

/** What a vetoed trajectory's P(success) is capped at: a failure, whatever the network said. */
export const VETOED_PROBABILITY = 0.02;

/**
 * Whether `words` occurs in `text` as whole words: "burger" answers "What type of cuisine does
 * Morning Glory Burgers serve?" (a success the substring test vetoed), "customers" echoes "How many
 * times have customers searched …". A part of a slash path is not a word of the text: "Primer" (a
 * committer's name) answers "Who made the latest commit to the primer/css repository?", where the
 * echo rule vetoed both such successes among the 2,820 trajectories above.
 */
function containsWords(text: string, words: string): boolean {
  let at = text.indexOf(words);
  while (at >= 0) {
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + words.length] ?? '';
    if (!WORD_OR_PATH.test(before) && !WORD_OR_PATH.test(after)) return true;
    at = text.indexOf(words, at + 1);
  }
  return false;
}
