// The forum's task templates, in a fixed order (task ids follow it).
import type { TaskTemplate } from '../../tasks/task-template.js';

export const forumTemplates: readonly TaskTemplate[] = [];
