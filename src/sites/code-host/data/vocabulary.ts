// Words the generator builds issue titles, commit messages and code from, per kind of repository,
// so that a Python project's issues talk about wheels and a CSS theme's about contrast.
import type { RepoKind } from './project-spec.js';

/** What a kind of repository is made of. */
export interface KindVocabulary {
  /** Module (file) names without extension. */
  modules: readonly string[];
  /** Things in the project that can break or be improved. */
  components: readonly string[];
  /** Features people ask for. */
  features: readonly string[];
  /** Dependencies that get updated. */
  dependencies: readonly string[];
  /** Platforms and runtimes issues mention. */
  platforms: readonly string[];
  /** Linguist language names and their share weights. */
  languages: readonly (readonly [string, number])[];
}

const WEB_PLATFORMS = ['Firefox', 'Safari', 'Chrome', 'Edge', 'iOS Safari', 'Android Chrome'];

export const VOCABULARY: Record<RepoKind, KindVocabulary> = {
  javascript: {
    modules: ['parser', 'renderer', 'storage', 'config', 'cli', 'format', 'events', 'cache', 'router', 'dom'],
    components: [
      'the options page',
      'the popup',
      'the build script',
      'the navigation menu',
      'the search form',
      'the content script',
      'the footer',
      'the settings panel',
    ],
    features: [
      'dark mode',
      'keyboard shortcuts',
      'a French translation',
      'custom word lists',
      'an options page',
      'RSS feed support',
      'reduced motion',
      'TypeScript types',
    ],
    dependencies: ['eslint', 'webpack', 'jest', 'prettier', 'eleventy', 'babel', 'postcss', 'rollup'],
    platforms: [...WEB_PLATFORMS, 'Node 18', 'Node 14'],
    languages: [
      ['JavaScript', 70],
      ['HTML', 15],
      ['CSS', 10],
      ['Shell', 5],
    ],
  },
  typescript: {
    modules: ['client', 'config', 'commands', 'session', 'render', 'validators', 'store', 'http'],
    components: [
      'the config loader',
      'the CLI',
      'the session store',
      'the request client',
      'the test setup',
      'the type declarations',
    ],
    features: [
      'ESM output',
      'a --json flag',
      'proxy support',
      'streaming responses',
      'a watch mode',
      'Windows paths',
    ],
    dependencies: ['typescript', 'vitest', 'eslint', 'esbuild', 'zod', 'commander'],
    platforms: ['Node 18', 'Node 20', 'Deno', 'Windows', 'macOS'],
    languages: [
      ['TypeScript', 85],
      ['JavaScript', 10],
      ['Shell', 5],
    ],
  },
  python: {
    modules: [
      'core',
      'cli',
      'filters',
      'io',
      'metrics',
      'models',
      'datasets',
      'training',
      'utils_io',
      'nodes',
    ],
    components: [
      'the CLI',
      'the filter graph',
      'the training loop',
      'the data loader',
      'the setup script',
      'the progress bar',
      'the test suite',
    ],
    features: [
      'Python 3.11 support',
      'type hints',
      'a progress callback',
      'async support',
      'a --dry-run flag',
      'Windows support',
      'wheel builds',
    ],
    dependencies: ['numpy', 'pytest', 'torch', 'requests', 'click', 'tqdm', 'setuptools'],
    platforms: ['Python 3.11', 'Python 3.8', 'Windows', 'macOS', 'Ubuntu 22.04', 'CUDA 11.7'],
    languages: [
      ['Python', 90],
      ['Shell', 6],
      ['Makefile', 4],
    ],
  },
  java: {
    modules: ['Client', 'Request', 'Response', 'Server', 'Callback', 'Panel', 'Layout', 'Cache'],
    components: [
      'the sliding panel',
      'the HTTP client',
      'the websocket server',
      'the Gradle build',
      'the sample app',
      'the image cache',
      'the admin console',
    ],
    features: [
      'Kotlin extensions',
      'HTTP/2',
      'AndroidX support',
      'a builder API',
      'request cancellation',
      'OAuth device flow',
    ],
    dependencies: ['gradle', 'junit', 'okhttp', 'androidx.appcompat', 'jackson', 'mockito'],
    platforms: ['Android 13', 'Android 8', 'Java 17', 'Java 11', 'Pixel 6', 'Samsung Galaxy S10'],
    languages: [
      ['Java', 88],
      ['Kotlin', 7],
      ['Shell', 5],
    ],
  },
  ruby: {
    modules: ['dashboard', 'field', 'resource', 'search', 'order', 'page', 'generator'],
    components: [
      'the dashboard generator',
      'the search bar',
      'the pagination',
      'the field types',
      'the install generator',
      'the test helpers',
    ],
    features: [
      'Rails 7 support',
      'custom actions',
      'Turbo support',
      'sortable columns',
      'CSV export',
      'nested resources',
    ],
    dependencies: ['rails', 'rspec', 'rubocop', 'kaminari', 'sass-rails', 'bundler'],
    platforms: ['Ruby 3.2', 'Ruby 2.7', 'Rails 7', 'Rails 6.1', 'JRuby'],
    languages: [
      ['Ruby', 80],
      ['HTML', 12],
      ['SCSS', 8],
    ],
  },
  php: {
    modules: ['XLSXWriter', 'Sheet', 'Style', 'Buffer', 'Zip'],
    components: [
      'the cell styles',
      'the zip writer',
      'the number formats',
      'the column widths',
      'the examples',
    ],
    features: [
      'merged cells',
      'freeze panes',
      'auto filters',
      'hyperlinks',
      'formula support',
      'PHP 8 support',
    ],
    dependencies: ['phpunit', 'composer', 'php-cs-fixer'],
    platforms: ['PHP 8.2', 'PHP 7.4', 'Excel 2016', 'LibreOffice', 'Google Sheets'],
    languages: [
      ['PHP', 96],
      ['Shell', 4],
    ],
  },
  css: {
    modules: ['variables', 'base', 'tokens', 'buttons', 'forms', 'utilities', 'theme'],
    components: [
      'the light theme',
      'the dark theme',
      'the button styles',
      'the focus ring',
      'the code block colours',
      'the form controls',
    ],
    features: [
      'a high-contrast theme',
      'CSS custom properties',
      'a print stylesheet',
      'RTL support',
      'forced-colors support',
    ],
    dependencies: ['sass', 'stylelint', 'postcss', 'autoprefixer'],
    platforms: WEB_PLATFORMS,
    languages: [
      ['CSS', 60],
      ['SCSS', 30],
      ['JavaScript', 10],
    ],
  },
  html: {
    modules: ['index', 'about', 'posts', 'contact', 'styles', 'main'],
    components: [
      'the home page',
      'the skip link',
      'the header',
      'the blog index',
      'the RSS feed',
      'the contact form',
      'the webring widget',
    ],
    features: [
      'a sitemap',
      'an RSS feed',
      'dark mode',
      'a members page',
      'open graph images',
      'a search page',
    ],
    dependencies: ['eleventy', 'netlify-cli', 'sass', 'markdown-it'],
    platforms: WEB_PLATFORMS,
    languages: [
      ['HTML', 55],
      ['CSS', 25],
      ['JavaScript', 20],
    ],
  },
  shell: {
    modules: ['install', 'aliases', 'functions', 'prompt', 'update', 'build'],
    components: [
      'the install script',
      'the prompt',
      'the update script',
      'the aliases',
      'the git config',
      'the build script',
    ],
    features: [
      'fish support',
      'an uninstall script',
      'macOS ARM builds',
      'a plugin manager',
      'Linux ARM64 builds',
    ],
    dependencies: ['shellcheck', 'bats', 'zsh', 'git'],
    platforms: ['macOS', 'Ubuntu 22.04', 'Arch Linux', 'WSL2', 'zsh 5.9', 'bash 5'],
    languages: [
      ['Shell', 92],
      ['Makefile', 8],
    ],
  },
  cpp: {
    modules: ['Document', 'Parser', 'Serializer', 'Stream', 'Buffer', 'Allocator'],
    components: [
      'the deserializer',
      'the memory pool',
      'the examples',
      'the unit tests',
      'the Arduino library manifest',
      'the CMake build',
    ],
    features: [
      'MessagePack support',
      'std::string_view support',
      'a custom allocator',
      'ESP32 examples',
      'C++20 support',
    ],
    dependencies: ['catch2', 'cmake', 'platformio', 'clang-format'],
    platforms: ['ESP8266', 'ESP32', 'Arduino Uno', 'GCC 12', 'MSVC 2022', 'Clang 15'],
    languages: [
      ['C++', 85],
      ['C', 10],
      ['CMake', 5],
    ],
  },
  list: {
    modules: ['papers', 'tools', 'datasets', 'talks', 'courses'],
    components: [
      'the table of contents',
      'the contribution guide',
      'the link checker',
      'the categories',
      'the README',
    ],
    features: [
      'a section on benchmarks',
      'a section on datasets',
      'translations',
      'a link-check workflow',
      'badges',
    ],
    dependencies: ['awesome-lint', 'markdownlint', 'lychee'],
    platforms: ['GitHub', 'GitLab', 'Markdown preview'],
    languages: [
      ['Markdown', 90],
      ['Python', 10],
    ],
  },
};

/** Labels a project may have, with GitLab-like colours; the first five every project has. */
export const LABELS: readonly (readonly [string, string, string])[] = [
  ['bug', '#d9534f', "Something isn't working"],
  ['enhancement', '#5cb85c', 'New feature or request'],
  ['documentation', '#428bca', 'Improvements or additions to documentation'],
  ['question', '#d10069', 'Further information is requested'],
  ['good first issue', '#7f8c8d', 'Good for newcomers'],
  ['help wanted', '#009966', 'Extra attention is needed'],
  ['duplicate', '#cccccc', 'This issue or pull request already exists'],
  ['wontfix', '#ffffff', 'This will not be worked on'],
  ['accessibility', '#6699cc', 'Affects people using assistive technology'],
  ['performance', '#ed9121', 'Makes things faster or lighter'],
  ['design', '#8e44ad', 'Visual design and layout'],
  ['dependencies', '#0366d6', 'Pull requests that update a dependency'],
];
