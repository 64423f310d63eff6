// The code host's groups and projects, written out by hand so that names, descriptions and languages
// read like WebArena's GitLab (a11yproject.com, PyTorch-GAN, ffmpeg-python, byteblaze's extensions …).
// The generator adds repositories, history, issues and members around them.

import { BYTEBLAZE_PROJECTS } from './byteblaze-projects.js';
import { COMMUNITY_PROJECTS } from './community-projects.js';
import type { GroupSpec, ProjectSpec } from './project-spec.js';

export const GROUPS: readonly GroupSpec[] = [
  {
    path: 'a11yproject',
    name: 'The A11Y Project',
    description: 'A community-driven effort to make digital accessibility easier.',
    members: { ericwbailey: 50, kilian: 40, byteblaze: 40, roshanjossey: 30, davepgreene: 30 },
  },
  {
    path: 'primer',
    name: 'Primer',
    description: "GitHub's design system.",
    members: { primer: 50, byteblaze: 30 },
  },
  { path: 'umano', name: 'Umano', description: 'Umano: news read to you.', members: { 'sarah.dev': 50 } },
  {
    path: 'facebook',
    name: 'Facebook',
    description: 'Open source projects from Meta.',
    members: { jcarter: 50 },
  },
  {
    path: 'keycloak',
    name: 'Keycloak',
    description: 'Open source identity and access management.',
    members: { oliverb: 50 },
  },
  {
    path: 'thoughtbot',
    name: 'thoughtbot',
    description: 'Design and development consultancy.',
    members: { jcarter: 50, mnguyen: 30 },
  },
  {
    path: 'auth0',
    name: 'Auth0',
    description: 'Identity platform for developers.',
    members: { 'priya.k': 50 },
  },
  {
    path: 'openapitools',
    name: 'OpenAPITools',
    description: 'Tools for the OpenAPI specification.',
    members: { oliverb: 50 },
  },
  {
    path: 'microsoft',
    name: 'Microsoft',
    description: 'Open source projects and samples from Microsoft.',
    members: { 'sarah.dev': 50 },
  },
  {
    path: 'ohmyzsh',
    name: 'Oh My Zsh',
    description: 'A delightful community-driven framework for managing your zsh configuration.',
    members: { mnguyen: 50 },
  },
  {
    path: 'jekyll',
    name: 'Jekyll',
    description: 'Blog-aware static site generator.',
    members: { 'priya.k': 50, vinta: 30 },
  },
  {
    path: 'cppmap',
    name: 'cppmap',
    description: 'Maps of the C++ language and its libraries.',
    members: { bblanchon: 50 },
  },
];

/** Every project, byteblaze's first (project ids follow this order). */
export const PROJECTS: readonly ProjectSpec[] = [...BYTEBLAZE_PROJECTS, ...COMMUNITY_PROJECTS];
