// Yes/no questions about one place, answered from its page like the place-info templates ("Is
// Hillman Library in Oakland? Answer yes or no."): the neighbourhood in its display name, the weekdays
// in its opening_hours tag. Training only: they teach the "… Answer yes or no." form the test set
// asks in `map/reachable-within`, about other facts. Each instance draws its answer first, so yes and
// no come equally often.
import { exit } from '../../oracle/actions.js';
import { OracleError } from '../../oracle/solver.js';
import { scrollUntil } from '../../oracle/steps.js';
import { yesOrNoEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { NEIGHBOURHOODS } from '../data/city-layout.js';
import { openDays, WEEKDAYS, type Weekday } from '../data/opening-hours.js';
import { displayName } from '../data/place-queries.js';
import { findablePlaces, MAP, MAP_DB } from './map-data.js';
import { openPlace, readTag } from './map-steps.js';

const NEIGHBOURHOOD_NAMES = Object.values(NEIGHBOURHOODS).map((n) => n.name);

/** Whether two neighbourhood names share a word ("Polish Hill" and "Hill District" do). */
function overlap(a: string, b: string): boolean {
  const words = new Set(a.split(' '));
  return b.split(' ').some((w) => words.has(w));
}

type NeighbourhoodVars = { place: string; neighbourhood: string };

export const inNeighbourhood = defineTemplate<NeighbourhoodVars>({
  key: 'map/in-neighbourhood-yes-no',
  id: 7034,
  sites: ['map'],
  intentTemplate: 'Is {{place}} in {{neighbourhood}}? Answer yes or no.',
  complexity: 1,
  counts: { test: 0, train: 12 },
  instances: ({ db, rng }) =>
    findablePlaces(db(MAP_DB)).flatMap((p) => {
      // A place named after a neighbourhood ("Squirrel Hill Library") would give the answer away.
      if (NEIGHBOURHOOD_NAMES.some((n) => p.name.includes(n))) return [];
      const yes = rng.chance(0.5);
      // A wrong neighbourhood that shares no word with the right one and appears nowhere in the
      // place's display name (a street may carry a neighbourhood's name).
      const shown = displayName(p);
      const others = NEIGHBOURHOOD_NAMES.filter((n) => !overlap(n, p.neighbourhood) && !shown.includes(n));
      const neighbourhood = yes ? p.neighbourhood : rng.pick(others);
      return [{ vars: { place: p.name, neighbourhood }, startUrl: MAP, eval: yesOrNoEval(yes) }];
    }),
  *solve(task, first) {
    const { place, neighbourhood } = task.instantiation_dict as NeighbourhoodVars;
    const page = yield* openPlace(first, place);
    const [address] = yield* scrollUntil(
      page,
      (o) => o.texts.find((t) => t.text.startsWith(`${place}, `))?.text,
      'the address',
    );
    // name, house number, street, neighbourhood, city, county, post code, country
    const shown = address.split(', ').at(-5);
    if (!shown) throw new OracleError(`no neighbourhood in "${address}"`);
    yield exit(shown === neighbourhood ? 'yes' : 'no');
  },
});

const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

type OpenDayVars = { place: string; day: string };

export const openOnDay = defineTemplate<OpenDayVars>({
  key: 'map/open-on-day-yes-no',
  id: 7035,
  sites: ['map'],
  intentTemplate: 'Is {{place}} open on {{day}}? Answer yes or no.',
  complexity: 2,
  counts: { test: 0, train: 12 },
  instances: ({ db, rng }) => {
    // Most places open every day, so draw the answer, then a place (used once) and a day that give
    // it, until no place is left that gives the answer drawn.
    const left = rng
      .shuffle(findablePlaces(db(MAP_DB)).filter((p) => p.opening_hours))
      .map((p) => ({ place: p, open: openDays(p.opening_hours!) }));
    const out = [];
    for (;;) {
      const yes = rng.chance(0.5);
      const index = left.findIndex((c) => WEEKDAYS.some((d) => c.open.has(d) === yes));
      if (index < 0) break;
      const [{ place, open }] = left.splice(index, 1) as [(typeof left)[number]];
      const day = rng.pick(WEEKDAYS.filter((d) => open.has(d) === yes));
      out.push({ vars: { place: place.name, day: DAY_NAMES[day] }, startUrl: MAP, eval: yesOrNoEval(yes) });
    }
    return out;
  },
  *solve(task, first) {
    const { place, day } = task.instantiation_dict as OpenDayVars;
    const page = yield* openPlace(first, place);
    const [hours] = yield* readTag(page, 'opening_hours');
    const weekday = WEEKDAYS.find((d) => DAY_NAMES[d] === day);
    if (!weekday) throw new OracleError(`"${day}" is not a weekday`);
    yield exit(openDays(hours).has(weekday) ? 'yes' : 'no');
  },
});
