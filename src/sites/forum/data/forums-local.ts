// Seeded forums for cities: local news, questions and events, like WebArena's city forums.
import type { ForumSpec } from './forum-spec.js';

interface CitySpec {
  name: string;
  title: string;
  city: string;
  places: readonly string[];
  weight: number;
}

const CITIES: readonly CitySpec[] = [
  {
    name: 'nyc',
    title: 'New York City',
    city: 'NYC',
    places: ['Astoria', 'the LES', 'Park Slope'],
    weight: 1.1,
  },
  {
    name: 'boston',
    title: 'Boston',
    city: 'Boston',
    places: ['Somerville', 'Southie', 'Jamaica Plain'],
    weight: 0.8,
  },
  {
    name: 'philadelphia',
    title: 'Philadelphia',
    city: 'Philly',
    places: ['Fishtown', 'South Philly', 'Manayunk'],
    weight: 0.8,
  },
  {
    name: 'pittsburgh',
    title: 'Pittsburgh',
    city: 'Pittsburgh',
    places: ['Lawrenceville', 'Squirrel Hill', 'the Strip District'],
    weight: 0.7,
  },
  {
    name: 'washingtondc',
    title: 'Washington, DC',
    city: 'DC',
    places: ['Columbia Heights', 'Navy Yard', 'Adams Morgan'],
    weight: 0.7,
  },
  {
    name: 'baltimore',
    title: 'Baltimore',
    city: 'Baltimore',
    places: ['Fells Point', 'Hampden', 'Canton'],
    weight: 0.6,
  },
  {
    name: 'Newark',
    title: 'Newark',
    city: 'Newark',
    places: ['Ironbound', 'Newark Penn station', 'Branch Brook Park'],
    weight: 0.5,
  },
];

function cityForum(spec: CitySpec): ForumSpec {
  return {
    name: spec.name,
    title: spec.title,
    description: `Local news, events and questions for people who live in or are interested in ${spec.title}.`,
    sidebar: `Welcome to /f/${spec.name}.\nPosts must be about ${spec.title}.\nApartment hunting questions go in the weekly thread.`,
    weight: spec.weight,
    titles: [
      `Is a car necessary in ${spec.city}?`,
      `Best {food} in {place}?`,
      `New {venue} opening in {place} this {month}`,
      `Lunchtime walk around {place}`,
      `Moving to ${spec.city} next {month}, any advice?`,
      `{venue} in {place} closing at the end of {month}`,
    ],
    fill: {
      food: ['pizza', 'bagels', 'ramen', 'tacos', 'fried chicken', 'dumplings'],
      place: spec.places,
      venue: ['bookstore', 'brewery', 'farmers market', 'climbing gym', 'coffee shop'],
      month: ['April', 'May', 'June', 'March'],
    },
    bodies: [
      'Long time lurker, first time poster. Any recommendations appreciated.',
      'The weather was finally warm enough to explore, and I found swinging benches by the water.',
      'Asking for a friend who is relocating for work.',
    ],
  };
}

export const LOCAL_FORUMS: readonly ForumSpec[] = CITIES.map(cityForum);
