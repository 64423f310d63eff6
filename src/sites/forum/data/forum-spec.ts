// The shape of one seeded forum: what Postmill stores about it (name, title, description, sidebar)
// plus the phrase bank its submissions are written from. The banks live in forums-*.ts.

/** A forum and the phrases its generated submissions are built from. */
export interface ForumSpec {
  /** URL name, as in `/f/<name>`: WebArena's forum names (`books`, `MachineLearning`, …). */
  name: string;
  /** Display title shown in the forum list and the sidebar. */
  title: string;
  /** One sentence, shown on the forum list and searched by people looking for a forum. */
  description: string;
  /** Sidebar text (rules, links), one line per paragraph. */
  sidebar: string;
  /** Shown in "Featured forums" on the front page. */
  featured?: boolean;
  /** Relative amount of submissions (1 = average). */
  weight: number;
  /** Title patterns with `{slot}` placeholders filled from `fill`. */
  titles: readonly string[];
  /** Values for the slots of `titles` and `bodies`. */
  fill: Readonly<Record<string, readonly string[]>>;
  /** Body patterns (same slots); submissions without a body are link or title-only posts. */
  bodies: readonly string[];
  /** Domain of link submissions, e.g. `theverge.com`; absent for forums of text posts. */
  linkHost?: string;
}

/** Fills `{slot}` placeholders from `values`, picking with `pick`. Unknown slots stay as written. */
export function fillPattern(
  pattern: string,
  fill: Readonly<Record<string, readonly string[]>>,
  pick: (values: readonly string[]) => string,
): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, slot: string) => {
    const values = fill[slot];
    return values && values.length > 0 ? pick(values) : whole;
  });
}
