// Postmill's "hot" ranking of a submission (Submission::updateRanking): its time plus an advantage for
// score and comments, capped, so a popular post stays near the top for up to a day.
const DOWNVOTED_CUTOFF = -5;
const NETSCORE_MULTIPLIER = 1800;
const COMMENT_MULTIPLIER = 5000;
const COMMENT_DOWNVOTED_MULTIPLIER = 500;
const MAX_ADVANTAGE = 86400;
const MAX_PENALTY = 43200;

/** The ranking stored with a submission; recomputed on every vote and comment. */
export function submissionRanking(createdAt: number, netScore: number, commentCount: number): number {
  const scoreAdvantage = netScore * NETSCORE_MULTIPLIER;
  const commentAdvantage =
    commentCount * (netScore > DOWNVOTED_CUTOFF ? COMMENT_MULTIPLIER : COMMENT_DOWNVOTED_MULTIPLIER);
  const advantage = Math.max(Math.min(scoreAdvantage + commentAdvantage, MAX_ADVANTAGE), -MAX_PENALTY);
  return createdAt + advantage;
}
