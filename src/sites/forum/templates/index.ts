// The forum's task templates, in a fixed order (task ids follow it). Each regular template gives one
// test and sixteen training tasks; the three training-only ones (a yes/no question and two removals)
// training tasks alone; the three test-only ones one test task each: 19 test tasks, the forum's share
// of WebArena-Lite's 165.
import type { TaskTemplate } from '../../tasks/task-template.js';
import { changeBiography, createForum, subscribeToForum, unsubscribeFromForum } from './account-changes.js';
import { commentOnPost, deleteOwnComment, replyToComment } from './comment-changes.js';
import { authorLatestComment, forumSubscribers, topPostThisMonth } from './forum-info.js';
import { openAuthorProfile, openForumByDescription } from './navigation.js';
import { createPost, deleteOwnPost, editOwnPost } from './post-changes.js';
import { postAuthor, postCommentCount, postCommentsAbove, postScore } from './post-info.js';
import { downvoteTopPost, upvoteAuthorPosts, upvotePost } from './vote-changes.js';

export const forumTemplates: readonly TaskTemplate[] = [
  // information seeking
  postAuthor,
  postCommentCount,
  postScore,
  topPostThisMonth,
  forumSubscribers,
  authorLatestComment,
  // navigation
  openForumByDescription,
  openAuthorProfile,
  // state changes
  createPost,
  editOwnPost,
  commentOnPost,
  replyToComment,
  deleteOwnComment,
  upvotePost,
  subscribeToForum,
  changeBiography,
  // training only
  unsubscribeFromForum,
  deleteOwnPost,
  postCommentsAbove,
  // test only
  downvoteTopPost,
  upvoteAuthorPosts,
  createForum,
];
