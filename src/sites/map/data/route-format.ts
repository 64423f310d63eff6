// How the directions panel words a route, following openstreetmap.org's directions JavaScript:
// distances as "653m" / "1.4km" / "12km", times as "h:mm", and OSRM-style turn instructions
// ("Start on …", "Turn left onto …", "Reach destination") built from heading changes.
import { bearingDegrees, headingChange } from './geo.js';
import type { Route, RouteLeg } from './route.js';

/** openstreetmap.org's formatDistance: metres below 1 km, one decimal below 10 km, whole km above. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)}m`;
  if (meters < 10_000) return `${(meters / 1000).toFixed(1)}km`;
  return `${Math.round(meters / 1000)}km`;
}

/** openstreetmap.org's formatTime: minutes rounded, shown as h:mm. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One line of the turn-by-turn list. */
export interface RouteStep {
  /** Icon class of the manoeuvre (`start`, `straight`, `slight-left`, `left`, …, `destination`). */
  kind: string;
  instruction: string;
  /** Metres until the next instruction (0 for the destination). */
  meters: number;
}

const roadName = (name: string) => name || 'unnamed road';

/** Merges consecutive legs on the same street into steps and words the turn between them. */
export function turnByTurn(route: Route): RouteStep[] {
  const steps: RouteStep[] = [];
  let previous: RouteLeg | undefined;
  for (const leg of route.legs) {
    if (previous && previous.name === leg.name) {
      steps[steps.length - 1]!.meters += leg.meters;
    } else if (!previous) {
      steps.push({ kind: 'start', instruction: `Start on ${roadName(leg.name)}`, meters: leg.meters });
    } else {
      const turn = headingChange(
        bearingDegrees(previous.from, previous.to),
        bearingDegrees(leg.from, leg.to),
      );
      steps.push({ ...describeTurn(turn, roadName(leg.name)), meters: leg.meters });
    }
    previous = leg;
  }
  steps.push({ kind: 'destination', instruction: 'Reach destination', meters: 0 });
  return steps;
}

/** OSRM's manoeuvre classes by the change of heading (positive is to the right). */
function describeTurn(turn: number, name: string): { kind: string; instruction: string } {
  const angle = Math.abs(turn);
  const side = turn > 0 ? 'right' : 'left';
  if (angle < 25) return { kind: 'straight', instruction: `Continue on ${name}` };
  if (angle < 60) return { kind: `slight-${side}`, instruction: `Slight ${side} onto ${name}` };
  if (angle < 135) return { kind: side, instruction: `Turn ${side} onto ${name}` };
  if (angle < 170) return { kind: `sharp-${side}`, instruction: `Sharp ${side} onto ${name}` };
  return { kind: 'u-turn', instruction: `Make a U-turn onto ${name}` };
}
