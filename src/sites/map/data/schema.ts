// The map database's tables: OSM-style nodes and ways for the road network (a way's nodes in order
// give its segments), and places (points of interest) with their tags and the edit metadata the
// real element pages show.

export const MAP_SCHEMA = `
CREATE TABLE nodes (
  id INTEGER PRIMARY KEY,
  lat REAL NOT NULL,
  lon REAL NOT NULL
);
CREATE TABLE ways (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  highway TEXT NOT NULL,
  maxspeed TEXT,
  version INTEGER NOT NULL,
  user TEXT NOT NULL,
  timestamp TEXT NOT NULL
);
CREATE TABLE way_nodes (
  way_id INTEGER NOT NULL REFERENCES ways(id),
  seq INTEGER NOT NULL,
  node_id INTEGER NOT NULL REFERENCES nodes(id),
  PRIMARY KEY (way_id, seq)
);
CREATE INDEX way_nodes_node ON way_nodes(node_id);
CREATE TABLE places (
  osm_type TEXT NOT NULL CHECK (osm_type IN ('node', 'way')),
  id INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL,
  housenumber TEXT NOT NULL,
  street TEXT NOT NULL,
  neighbourhood TEXT NOT NULL,
  postcode TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  opening_hours TEXT,
  phone TEXT,
  website TEXT,
  cuisine TEXT,
  importance INTEGER NOT NULL,
  version INTEGER NOT NULL,
  user TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  PRIMARY KEY (osm_type, id)
);
CREATE INDEX places_category ON places(category);
`;
