// The feasibility filter of WebRL's curriculum (reference/webrl.md §6, `FILTER_POMPT`): per-site
// rules about what the websites cannot do, a "Reason + Answer ([YES]/[NO])" reply, and its parser.
// The rules and wording are ours; the structure and the answer format follow WebRL.
import type { SiteKey } from '../../../core/index.js';

/** What the prompt says about one site: its name and the goals it cannot serve. */
export interface SiteFeasibilityRules {
  /** The site's name in the prompt (WebRL: MAP, Reddit, GitLab, CMS, OSS). */
  name: string;
  /** What the site itself supports, in a few words. */
  description: string;
  /** Goals that make a task infeasible; empty when everything the site supports is feasible. */
  infeasible: string[];
}

/** WebRL's rules, reworded, under WebArena's site keys. */
export const DEFAULT_FEASIBILITY_RULES: Partial<Record<SiteKey, SiteFeasibilityRules>> = {
  map: {
    name: 'MAP',
    description: 'an OpenStreetMap map',
    infeasible: [
      'traffic, accidents or road closures',
      'the weather somewhere',
      'saving or marking favourite places such as home, work or trip destinations',
      'sharing a live location',
      'booking or reserving anything, such as a table or a hotel room',
      'looking up flights or trains',
      'finding events such as concerts or exhibitions and their details',
    ],
  },
  reddit: { name: 'Reddit', description: 'a Reddit-like forum', infeasible: [] },
  gitlab: { name: 'GitLab', description: 'a GitLab code host', infeasible: [] },
  shopping_admin: {
    name: 'CMS',
    description: 'the content management system of an online store',
    infeasible: [
      'emailing order details to customers',
      'generating electronic invoices automatically',
      'processing returns or refunds',
      "updating a customer's profile",
      "recommending products from a customer's behaviour",
    ],
  },
  shopping: {
    name: 'OSS',
    description: 'OneStopShop, an online store',
    infeasible: [
      'showing only discounted products',
      'changing the delivery address of a product',
      'adding payment methods such as cards, e-wallets or bank transfers',
      'showing order states such as awaiting payment, shipped, in transit or completed',
      'tracking a delivery in real time',
      'chatting with customer service',
      'after-sales requests such as refunds or repairs',
    ],
  },
};

function describeSite(index: number, rules: SiteFeasibilityRules): string {
  const head = `${index}. ${rules.name} (${rules.description}):`;
  if (rules.infeasible.length === 0) return `${head}\nA task is feasible when ${rules.name} supports it.`;
  const goals = rules.infeasible.map((goal) => `- ${goal}`).join('\n');
  return `${head}\nA task is feasible when ${rules.name} supports it, unless its goal is one of these, which are infeasible:\n${goals}`;
}

/** The prompt asking whether `intent` can be done on `siteName` (one of the rules' names). */
export function buildFeasibilityPrompt(
  siteName: string,
  intent: string,
  rules: readonly SiteFeasibilityRules[],
): string {
  const names = rules.map((r) => r.name).join(', ');
  const sections = rules.map((r, i) => describeSite(i + 1, r)).join('\n\n');
  return `You decide whether a task given to a web assistant can actually be done.
The tasks come from these websites: ${names}. Judge each task by these rules:

${sections}

Judge the task below by these rules. Reply with your reason, then the answer, which is "[YES]" if the task is feasible and "[NO]" if it is not.

The website of the task is: ${siteName}
The task is: ${intent}
`;
}

/**
 * Reads a feasibility reply: the last "[YES]" or "[NO]" decides; without brackets, a final
 * "Answer: yes/no". `undefined` when the reply says neither.
 */
export function readFeasibilityReply(reply: string): boolean | undefined {
  const bracketed = [...reply.matchAll(/\[(YES|NO)\]/gi)].at(-1);
  if (bracketed) return bracketed[1]!.toUpperCase() === 'YES';
  const answer = [...reply.matchAll(/answer\W{0,3}\s*(yes|no)\b/gi)].at(-1);
  if (answer) return answer[1]!.toLowerCase() === 'yes';
  return undefined;
}
