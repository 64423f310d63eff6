// The code host's task templates, in a fixed order (task ids follow it).
import type { TaskTemplate } from '../../tasks/task-template.js';
import {
  assignIssueToMe,
  closeIssue,
  commentOnIssue,
  commentOnMergeRequest,
  createIssueAssignedWithDueDate,
  createIssueWithLabel,
} from './issue-changes.js';
import { commitsByAuthor, issuesWithLabel, myIssues, openFile } from './navigation.js';
import { followUser, setStatus } from './profile-changes.js';
import {
  changeMemberRole,
  changeVisibility,
  inviteMember,
  removeMember,
  starProject,
  updateDescription,
} from './project-changes.js';
import {
  cloneWithSsh,
  commitsOnDate,
  declaredVersion,
  latestCommitAuthor,
  projectStars,
  topContributor,
} from './project-info.js';
import {
  issueOpenYesNo,
  issueState,
  memberRole,
  mergeRequestTarget,
  milestoneOpenIssues,
  openIssuesWithLabel,
} from './tracker-info.js';

export const codeHostTemplates: readonly TaskTemplate[] = [
  // information seeking
  projectStars,
  latestCommitAuthor,
  topContributor,
  commitsOnDate,
  cloneWithSsh,
  declaredVersion,
  openIssuesWithLabel,
  milestoneOpenIssues,
  issueState,
  mergeRequestTarget,
  memberRole,
  // navigation
  myIssues,
  openFile,
  issuesWithLabel,
  commitsByAuthor,
  // state changes
  createIssueWithLabel,
  closeIssue,
  commentOnIssue,
  assignIssueToMe,
  commentOnMergeRequest,
  inviteMember,
  changeMemberRole,
  starProject,
  updateDescription,
  // training only
  removeMember,
  issueOpenYesNo,
  // test only
  createIssueAssignedWithDueDate,
  changeVisibility,
  setStatus,
  followUser,
];
