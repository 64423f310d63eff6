// The well-known places of the map's city (universities, museums, parks, hospitals, hotels, stations),
// the ones WebArena's map intents ask about. The generator places each on a street of its
// neighbourhood; opening hours and websites given here are kept, the rest is drawn.

/** A fixed place. `osmType: 'way'` marks a campus, park or building mapped as an area. */
export interface Landmark {
  name: string;
  category: string;
  neighbourhood: string;
  osmType: 'node' | 'way';
  openingHours?: string;
  website?: string;
}

const way = (
  name: string,
  category: string,
  neighbourhood: string,
  extra: Partial<Landmark> = {},
): Landmark => ({
  name,
  category,
  neighbourhood,
  osmType: 'way',
  ...extra,
});
const node = (
  name: string,
  category: string,
  neighbourhood: string,
  extra: Partial<Landmark> = {},
): Landmark => ({
  name,
  category,
  neighbourhood,
  osmType: 'node',
  ...extra,
});

export const LANDMARKS: readonly Landmark[] = [
  way('Carnegie Mellon University', 'university', 'Oakland', { website: 'https://www.cmu.edu/' }),
  way('University of Pittsburgh', 'university', 'Oakland', { website: 'https://www.pitt.edu/' }),
  way('Chatham University', 'university', 'Squirrel Hill', { website: 'https://www.chatham.edu/' }),
  way('Duquesne University', 'university', 'Hill District', { website: 'https://www.duq.edu/' }),
  way('Carlow University', 'university', 'Oakland', { website: 'https://www.carlow.edu/' }),
  way('Point Park University', 'university', 'Downtown', { website: 'https://www.pointpark.edu/' }),
  way('Cathedral of Learning', 'attraction', 'Oakland', { openingHours: 'Mo-Sa 09:00-16:00' }),
  way('Gates Center for Computer Science', 'university', 'Oakland'),
  way('Hunt Library', 'library', 'Oakland', {
    openingHours: 'Mo-Th 08:00-24:00; Fr 08:00-20:00; Sa-Su 10:00-20:00',
  }),
  way('Hillman Library', 'library', 'Oakland', { openingHours: 'Mo-Fr 08:00-22:00; Sa-Su 10:00-18:00' }),
  way('Carnegie Museum of Art', 'museum', 'Oakland', {
    openingHours: 'Mo,We-Su 10:00-17:00; Th 10:00-20:00',
  }),
  way('Carnegie Museum of Natural History', 'museum', 'Oakland', { openingHours: 'Mo,We-Su 10:00-17:00' }),
  way('Carnegie Music Hall', 'theatre', 'Oakland'),
  way('Phipps Conservatory and Botanical Gardens', 'attraction', 'Greenfield', {
    openingHours: 'Mo-Su 09:30-17:00; Fr 09:30-22:00',
  }),
  way('The Andy Warhol Museum', 'museum', 'Strip District', {
    openingHours: 'Tu-Su 10:00-17:00; Fr 10:00-22:00',
  }),
  way('Heinz History Center', 'museum', 'Strip District', { openingHours: 'Mo-Su 10:00-17:00' }),
  way('Mattress Factory', 'museum', 'Polish Hill', { openingHours: 'We-Su 10:00-17:00' }),
  way("Children's Museum of Pittsburgh", 'museum', 'Polish Hill', { openingHours: 'Mo-Su 10:00-16:30' }),
  node('Randyland', 'attraction', 'Polish Hill', { openingHours: 'Mo-Su 10:00-19:00' }),
  way('Schenley Park', 'park', 'Greenfield', { openingHours: '06:00-23:00' }),
  way('Frick Park', 'park', 'Squirrel Hill', { openingHours: '06:00-23:00' }),
  way('Highland Park', 'park', 'East Liberty', { openingHours: '06:00-23:00' }),
  way('Point State Park', 'park', 'Downtown', { openingHours: '07:00-23:00' }),
  way('Mellon Park', 'park', 'Shadyside', { openingHours: '06:00-23:00' }),
  way('UPMC Presbyterian', 'hospital', 'Oakland', {
    website: 'https://www.upmc.com/locations/hospitals/presbyterian',
  }),
  way('UPMC Shadyside', 'hospital', 'Shadyside', {
    website: 'https://www.upmc.com/locations/hospitals/shadyside',
  }),
  way('West Penn Hospital', 'hospital', 'Bloomfield', {
    website: 'https://www.ahn.org/locations/west-penn-hospital',
  }),
  way('Allegheny General Hospital', 'hospital', 'Polish Hill'),
  way("UPMC Children's Hospital of Pittsburgh", 'hospital', 'Lawrenceville'),
  way('Magee-Womens Hospital', 'hospital', 'Oakland'),
  node('Wyndham Pittsburgh University Center', 'hotel', 'Oakland'),
  node('The Oaklander Hotel', 'hotel', 'Oakland'),
  node('Hilton Garden Inn Pittsburgh University Place', 'hotel', 'Oakland'),
  node('Omni William Penn Hotel', 'hotel', 'Downtown'),
  node('Kimpton Hotel Monaco Pittsburgh', 'hotel', 'Downtown'),
  node('Residence Inn Pittsburgh Oakland', 'hotel', 'Oakland'),
  node('Courtyard Pittsburgh Shadyside', 'hotel', 'Shadyside'),
  node('Hotel Indigo Pittsburgh East Liberty', 'hotel', 'East Liberty'),
  node('DoubleTree by Hilton Pittsburgh Downtown', 'hotel', 'Downtown'),
  node('Pittsburgh Union Station', 'station', 'Downtown', { openingHours: 'Mo-Su 05:00-24:00' }),
  node('Steel Plaza Station', 'station', 'Downtown'),
  node('East Liberty Station', 'bus_station', 'East Liberty'),
  way('PPG Paints Arena', 'stadium', 'Hill District', { website: 'https://www.ppgpaintsarena.com/' }),
  way('Pittsburgh Zoo and Aquarium', 'zoo', 'East Liberty', { openingHours: 'Mo-Su 09:00-16:00' }),
  node('Animal Rescue League of Pittsburgh', 'animal_shelter', 'East Liberty', {
    openingHours: 'Mo-Fr 12:00-19:00; Sa-Su 12:00-17:00',
  }),
  way('Gardner Steel Conference Center', 'conference_centre', 'Oakland'),
  way('Carnegie Library of Pittsburgh - Main', 'library', 'Oakland', {
    openingHours: 'Mo-Th 10:00-20:00; Fr-Sa 10:00-17:30; Su 12:00-17:00',
  }),
  way('Allderdice High School', 'school', 'Squirrel Hill'),
  way('Schenley High School', 'school', 'Oakland'),
];
