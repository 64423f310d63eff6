// The map's task templates, in a fixed order (task ids follow it). Test set: 26 tasks (one or two
// held-out instances of each training template, plus three test-only templates).
import type { TaskTemplate } from '../../tasks/task-template.js';
import { findAround, openPlacePage, routeToNearest, showDirections } from './navigation.js';
import { closestOfCategory, countInNeighbourhood, countWithin, walkToNearest } from './nearby.js';
import { inNeighbourhood, openOnDay } from './place-checks.js';
import {
  placeAddress,
  placeCoordinates,
  placeNeighbourhood,
  placeOpeningHours,
  placePhone,
  placeWebsite,
  placeZipCode,
  restaurantCuisine,
} from './place-info.js';
import { quickerDestination, reachableWithin, travelDistance, travelTime } from './travel.js';

export const mapTemplates: readonly TaskTemplate[] = [
  // information seeking
  placeAddress,
  placeZipCode,
  placeOpeningHours,
  placePhone,
  placeWebsite,
  placeCoordinates,
  restaurantCuisine,
  placeNeighbourhood,
  travelTime,
  travelDistance,
  closestOfCategory,
  countWithin,
  walkToNearest,
  countInNeighbourhood,
  // navigation
  showDirections,
  openPlacePage,
  findAround,
  // training only: yes/no questions
  inNeighbourhood,
  openOnDay,
  // test only
  reachableWithin,
  quickerDestination,
  routeToNearest,
];
