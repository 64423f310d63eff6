// Review moderation (WebArena's "Modify the status of the review belonging to Sueann to become
// Pending", "Change the review status … to 'Not Approved'"), checked on the review's edit form.
import { exit } from '../../oracle/actions.js';
import { programHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { adminReviews, REVIEW_STATUS_IDS, REVIEW_STATUS_LABELS } from '../queries/admin-reviews.js';
import { ADMIN, ADMIN_DB, inputValueOf, uniqueValues } from './admin-data.js';
import { choose, fill, fillAndSubmit, openMenu, openRow, press } from './admin-steps.js';

type ReviewVars = { title: string; nickname: string; status: string };

/** Where each status moves to in the tasks: pending ones get decided, decided ones get revisited. */
const TARGETS: Record<string, readonly string[]> = {
  pending: ['approved', 'not_approved'],
  approved: ['not_approved', 'pending'],
  not_approved: ['approved', 'pending'],
};

export const setReviewStatus = defineTemplate<ReviewVars>({
  key: 'shopping_admin/set-review-status',
  id: 1140,
  sites: ['shopping_admin'],
  intentTemplate: 'Change the status of the review "{{title}}" by {{nickname}} to {{status}}',
  complexity: 2,
  instances: ({ db, rng }) => {
    const reviews = adminReviews(db(ADMIN_DB));
    // The nickname and title filters match text anywhere, so a pair must not be part of another pair.
    const unique = uniqueValues(reviews.map((r) => `${r.nickname}\u0000${r.title}`));
    const candidates = reviews.filter(
      (r) =>
        unique.has(`${r.nickname}\u0000${r.title}`) &&
        reviews.filter(
          (o) =>
            o.nickname.toLowerCase().includes(r.nickname.toLowerCase()) &&
            o.title.toLowerCase().includes(r.title.toLowerCase()),
        ).length === 1,
    );
    // Most pending and not-approved reviews, and some approved ones.
    const chosen = [
      ...candidates.filter((r) => r.status !== 'approved'),
      ...rng.sample(
        candidates.filter((r) => r.status === 'approved'),
        20,
      ),
    ];
    return chosen.map((r) => {
      const target = rng.pick(TARGETS[r.status]!);
      return {
        vars: { title: r.title, nickname: r.nickname, status: REVIEW_STATUS_LABELS[target]! },
        startUrl: ADMIN,
        eval: programHtmlEval({
          url: `${ADMIN}/review/product/edit/id/${r.id}/`,
          locator: inputValueOf('[name="status_id"]'),
          required_contents: { exact_match: REVIEW_STATUS_IDS[target]! },
        }),
      };
    });
  },
  *solve(task, first) {
    const { title, nickname, status } = task.instantiation_dict as ReviewVars;
    let grid = yield* fill(yield* openMenu(first, 'Marketing', 'All Reviews'), 'Nickname', nickname);
    grid = yield* fillAndSubmit(grid, 'Title', title);
    const form = yield* openRow(grid, [title, nickname], 'Edit');
    yield* press(yield* choose(form, 'Status', status), 'Save Review');
    yield exit('');
  },
});
