// Postmill's URL slug of a submission title: lower case, runs of other characters as one dash, cut
// at a word boundary near 60 characters (`/f/EarthPorn/98332/my-favorite-place-on-the-planet-henry-s-fork-of-the-snake`).
const MAX_SLUG = 60;

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug || '-';
  const cut = slug.slice(0, MAX_SLUG + 1);
  const boundary = cut.lastIndexOf('-');
  return boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, MAX_SLUG);
}
