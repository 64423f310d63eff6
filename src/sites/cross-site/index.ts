// The cross-site task templates, in a fixed order (task ids follow it). They start on the home page
// and belong to it. Test set: 10 tasks (one held-out instance of each training template, plus two
// test-only templates).
import type { TaskTemplate } from '../tasks/task-template.js';
import { repriceAndAddToCart } from './admin-and-shop.js';
import { betterRatedIssue, discussionFollowUpIssue, sundayHoursIssue } from './lookup-then-issue.js';
import { closerOnFootPost, popularProjectPost, priceCheckPost } from './lookup-then-post.js';

export const crossSiteTemplates: readonly TaskTemplate[] = [
  sundayHoursIssue,
  betterRatedIssue,
  priceCheckPost,
  popularProjectPost,
  repriceAndAddToCart,
  // test only
  discussionFollowUpIssue,
  closerOnFootPost,
];
