// The kinds of places on the map: their OSM tag, the label Nominatim shows before a search result,
// the plural a person searches with ("cafes near …"), the words that name them in a query, and
// whether the place-page "Search nearby" form offers them.

/** One kind of place. */
export interface PlaceCategory {
  /** Our key, also the OSM tag value (`cafe`, `museum`). */
  key: string;
  /** The OSM tag key (`amenity`, `tourism`, `leisure`, `shop`, `railway`). */
  tagKey: string;
  /** Label shown before a search result ("Cafe", "Railway Station"). */
  label: string;
  /** Lower-case plural used in searches and the nearby form ("cafes", "gas stations"). */
  plural: string;
  /** Lower-case words a query may use for the category, singular and plural. */
  words: readonly string[];
  /** Offered by the "Search nearby" form. */
  nearby: boolean;
}

const category = (
  key: string,
  tagKey: string,
  label: string,
  plural: string,
  words: readonly string[],
  nearby = true,
): PlaceCategory => ({ key, tagKey, label, plural, words: [label.toLowerCase(), plural, ...words], nearby });

export const CATEGORIES: readonly PlaceCategory[] = [
  category('cafe', 'amenity', 'Cafe', 'cafes', ['café', 'cafés', 'coffee', 'coffee shop', 'coffee shops']),
  category('restaurant', 'amenity', 'Restaurant', 'restaurants', []),
  category('fast_food', 'amenity', 'Fast Food', 'fast food restaurants', ['fast food restaurant']),
  category('bar', 'amenity', 'Bar', 'bars', ['pub', 'pubs']),
  category('hotel', 'tourism', 'Hotel', 'hotels', []),
  category('pharmacy', 'amenity', 'Pharmacy', 'pharmacies', ['drugstore', 'drugstores']),
  category('supermarket', 'shop', 'Supermarket', 'supermarkets', ['grocery', 'groceries', 'grocery store']),
  category('bank', 'amenity', 'Bank', 'banks', []),
  category('fuel', 'amenity', 'Fuel', 'gas stations', ['gas station', 'petrol station']),
  category('hospital', 'amenity', 'Hospital', 'hospitals', []),
  category('museum', 'tourism', 'Museum', 'museums', []),
  category('park', 'leisure', 'Park', 'parks', []),
  category('library', 'amenity', 'Library', 'libraries', []),
  category('school', 'amenity', 'School', 'schools', []),
  category('post_office', 'amenity', 'Post Office', 'post offices', []),
  category('police', 'amenity', 'Police', 'police stations', ['police station']),
  category('university', 'amenity', 'University', 'universities', ['college', 'colleges'], false),
  category('theatre', 'amenity', 'Theatre', 'theatres', ['theater', 'theaters', 'concert hall'], false),
  category('attraction', 'tourism', 'Attraction', 'attractions', [], false),
  category('stadium', 'leisure', 'Stadium', 'stadiums', ['arena'], false),
  category('station', 'railway', 'Railway Station', 'railway stations', ['train station'], false),
  category('bus_station', 'amenity', 'Bus Station', 'bus stations', [], false),
  category('zoo', 'tourism', 'Zoo', 'zoos', [], false),
  category('animal_shelter', 'amenity', 'Animal Shelter', 'animal shelters', [], false),
  category('conference_centre', 'amenity', 'Conference Centre', 'conference centres', [], false),
];

const BY_KEY = new Map(CATEGORIES.map((c) => [c.key, c]));

/** The category with `key`; throws naming the known keys for an unknown one (a data bug). */
export function categoryByKey(key: string): PlaceCategory {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`unknown place category "${key}"; known: ${[...BY_KEY.keys()].join(', ')}`);
  return found;
}

/** The category a lower-case phrase names ("coffee shops", "hotels"), if any. */
export function categoryOfPhrase(phrase: string): PlaceCategory | undefined {
  const wanted = phrase.trim().toLowerCase().replace(/\s+/g, ' ');
  return CATEGORIES.find((c) => c.words.includes(wanted));
}

/** Categories the "Search nearby" form offers, in its order. */
export const NEARBY_CATEGORIES = CATEGORIES.filter((c) => c.nearby);
