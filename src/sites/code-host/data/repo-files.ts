// Generates a project's repository: a README, a licence, a manifest that declares the version, and a
// few source and test files in the project's language, so the file browser has something real to show.
import type { Rng } from '../../data/rng.js';
import type { ProjectSpec, RepoKind } from './project-spec.js';
import { VOCABULARY } from './vocabulary.js';

/** One file of a repository. */
export interface RepoFile {
  path: string;
  content: string;
}

/** The generated repository and the version its manifest declares. */
export interface GeneratedRepo {
  files: RepoFile[];
  /** The file that declares the version (`package.json`, `setup.py`, …). */
  versionFile: string;
  version: string;
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const snake = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const INSTALL: Record<RepoKind, (name: string) => string> = {
  javascript: (n) => `npm install ${kebab(n)}`,
  typescript: (n) => `npm install ${kebab(n)}`,
  python: (n) => `pip install ${kebab(n)}`,
  java: (n) => `implementation 'com.${kebab(n).replace(/-/g, '')}:${kebab(n)}:+'`,
  ruby: (n) => `gem install ${snake(n)}`,
  php: (n) => `composer require ${kebab(n)}/${kebab(n)}`,
  css: (n) => `npm install ${kebab(n)}`,
  html: () => 'npm install && npm start',
  shell: () => './install.sh',
  cpp: (n) => `pio lib install "${n}"`,
  list: () => 'Read the list below, or open a merge request to add to it.',
};

function readme(spec: ProjectSpec, owner: string, modules: readonly string[], rng: Rng): string {
  const vocab = VOCABULARY[spec.kind];
  const name = spec.path;
  if (spec.kind === 'list') {
    const sections = rng.sample(
      ['Tools', 'Libraries', 'Papers', 'Tutorials', 'Benchmarks', 'Datasets', 'Talks'],
      4,
    );
    const items = sections.map(
      (section) =>
        `## ${section}\n\n${rng
          .sample(
            ['Starter', 'Guide', 'Handbook', 'Toolkit', 'Survey', 'Explorer', 'Notes', 'Playground', 'Atlas'],
            4,
          )
          .map(
            (word) =>
              `- [${pascal(word)} of ${name}](https://example.org/${kebab(word)}) - A ${word.toLowerCase()} worth reading.`,
          )
          .join('\n')}`,
    );
    return `# ${name}\n\n${spec.description}\n\n## Contents\n\n${sections.map((s) => `- [${s}](#${kebab(s)})`).join('\n')}\n\n${items.join('\n\n')}\n\n## Contributing\n\nContributions welcome! Read the [contribution guidelines](CONTRIBUTING.md) first.\n`;
  }
  return `# ${name}\n\n${spec.description}\n\n## Installation\n\n\`\`\`\n${INSTALL[spec.kind](name)}\n\`\`\`\n\n## Usage\n\nThe ${rng.pick(modules)} module is the place to start. ${pascal(rng.pick(vocab.features))} is on the roadmap; see the issues.\n\n## Features\n\n${rng
    .sample(vocab.features, 3)
    .map((f) => `- ${pascal(f)}`)
    .join(
      '\n',
    )}\n\n## Contributing\n\nBug reports and merge requests are welcome. Please run the tests before you submit.\n\n## License\n\nMIT © ${owner}\n`;
}

function license(owner: string, year: number): string {
  return `MIT License\n\nCopyright (c) ${year} ${owner}\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\nof this software and associated documentation files (the "Software"), to deal\nin the Software without restriction, including without limitation the rights\nto use, copy, modify, merge, publish, distribute, sublicense, and/or sell\ncopies of the Software, and to permit persons to whom the Software is\nfurnished to do so, subject to the following conditions:\n\nThe above copyright notice and this permission notice shall be included in all\ncopies or substantial portions of the Software.\n\nTHE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.\n`;
}

function sourceFile(kind: RepoKind, module: string, project: string, rng: Rng): RepoFile[] {
  const fn = `${rng.pick(['load', 'parse', 'render', 'format', 'build', 'read', 'apply'])}${pascal(module.replace(/_/g, ''))}`;
  switch (kind) {
    case 'javascript':
    case 'css':
      return [
        {
          path: `src/${module}.js`,
          content: `// ${pascal(module)} helpers for ${project}.\n'use strict';\n\nconst DEFAULTS = { enabled: true, retries: ${rng.int(1, 5)} };\n\nfunction ${fn}(input, options = {}) {\n  const settings = { ...DEFAULTS, ...options };\n  if (!settings.enabled) return input;\n  return String(input).trim();\n}\n\nmodule.exports = { ${fn} };\n`,
        },
        {
          path: `test/${module}.test.js`,
          content: `const { ${fn} } = require('../src/${module}');\n\ntest('${fn} trims its input', () => {\n  expect(${fn}('  hi  ')).toBe('hi');\n});\n`,
        },
      ];
    case 'typescript':
      return [
        {
          path: `src/${module}.ts`,
          content: `// ${pascal(module)} for ${project}.\nexport interface ${pascal(module)}Options {\n  timeoutMs: number;\n  verbose?: boolean;\n}\n\nexport function ${fn}(input: string, options: ${pascal(module)}Options = { timeoutMs: ${rng.int(1, 30) * 1000} }): string {\n  if (options.verbose) console.debug('${fn}', input);\n  return input.trim();\n}\n`,
        },
        {
          path: `test/${module}.test.ts`,
          content: `import { expect, it } from 'vitest';\nimport { ${fn} } from '../src/${module}';\n\nit('trims', () => expect(${fn}(' x ')).toBe('x'));\n`,
        },
      ];
    case 'python':
      return [
        {
          path: `${snake(project)}/${module}.py`,
          content: `"""${pascal(module)} helpers for ${project}."""\n\nDEFAULT_RETRIES = ${rng.int(1, 5)}\n\n\ndef ${snake(fn)}(value, retries=DEFAULT_RETRIES):\n    """Return the cleaned-up value."""\n    for _ in range(retries):\n        value = value.strip()\n    return value\n`,
        },
        {
          path: `tests/test_${module}.py`,
          content: `from ${snake(project)}.${module} import ${snake(fn)}\n\n\ndef test_${snake(fn)}_strips():\n    assert ${snake(fn)}("  a ") == "a"\n`,
        },
      ];
    case 'java':
      return [
        {
          path: `src/main/java/com/${snake(project).replace(/_/g, '')}/${module}.java`,
          content: `package com.${snake(project).replace(/_/g, '')};\n\npublic class ${module} {\n    private static final int DEFAULT_TIMEOUT = ${rng.int(5, 60) * 1000};\n\n    public String ${fn}(String input) {\n        return input == null ? "" : input.trim();\n    }\n}\n`,
        },
      ];
    case 'ruby':
      return [
        {
          path: `lib/${snake(project)}/${module}.rb`,
          content: `# frozen_string_literal: true\n\nmodule ${pascal(snake(project).replace(/_(\w)/g, (_, c: string) => c.toUpperCase()))}\n  class ${pascal(module)}\n    def ${snake(fn)}(value)\n      value.to_s.strip\n    end\n  end\nend\n`,
        },
        {
          path: `spec/${module}_spec.rb`,
          content: `RSpec.describe "${module}" do\n  it "strips" do\n    expect(described_class.new.${snake(fn)}(" a ")).to eq("a")\n  end\nend\n`,
        },
      ];
    case 'php':
      return [
        {
          path: `src/${module}.php`,
          content: `<?php\n\nclass ${module}\n{\n    const BUFFER_SIZE = ${rng.int(1, 16) * 1024};\n\n    public function ${fn}($value)\n    {\n        return trim((string) $value);\n    }\n}\n`,
        },
      ];
    case 'html':
      return [
        {
          path: `src/${module}.html`,
          content: `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${pascal(module)} · ${project}</title></head>\n<body>\n  <a class="skip-link" href="#main">Skip to content</a>\n  <main id="main"><h1>${pascal(module)}</h1></main>\n</body>\n</html>\n`,
        },
      ];
    case 'shell':
      return [
        {
          path: `lib/${module}.sh`,
          content: `#!/usr/bin/env bash\n# ${pascal(module)} for ${project}.\nset -euo pipefail\n\n${snake(fn)}() {\n  local value="$1"\n  echo "\${value}"\n}\n`,
        },
      ];
    case 'cpp':
      return [
        {
          path: `src/${module}.hpp`,
          content: `// ${module} for ${project}\n#pragma once\n#include <stddef.h>\n\nclass ${module} {\n public:\n  explicit ${module}(size_t capacity = ${rng.int(1, 8) * 128});\n  bool ${fn}(const char* input);\n};\n`,
        },
        {
          path: `src/${module}.cpp`,
          content: `#include "${module}.hpp"\n\n${module}::${module}(size_t capacity) {}\n\nbool ${module}::${fn}(const char* input) {\n  return input != nullptr;\n}\n`,
        },
      ];
    case 'list':
      return [
        {
          path: `${module}.md`,
          content: `# ${pascal(module)}\n\n${rng.pick(['A collection of', 'Notes on', 'More'])} ${module} for ${project}.\n`,
        },
      ];
  }
}

function manifest(
  kind: RepoKind,
  project: string,
  description: string,
  version: string,
  deps: readonly string[],
): RepoFile {
  switch (kind) {
    case 'javascript':
    case 'typescript':
    case 'css':
    case 'html':
      return {
        path: 'package.json',
        content: `${JSON.stringify({ name: kebab(project), version, description, main: kind === 'typescript' ? 'dist/index.js' : 'src/index.js', scripts: { test: kind === 'typescript' ? 'vitest run' : 'jest', lint: 'eslint .' }, license: 'MIT', devDependencies: Object.fromEntries(deps.map((d, i) => [d, `^${i + 2}.${i}.0`])) }, null, 2)}\n`,
      };
    case 'python':
      return {
        path: 'setup.py',
        content: `from setuptools import find_packages, setup\n\nsetup(\n    name="${kebab(project)}",\n    version="${version}",\n    description="${description.replace(/"/g, "'")}",\n    packages=find_packages(exclude=["tests"]),\n    install_requires=[${deps.map((d) => `"${d}"`).join(', ')}],\n    python_requires=">=3.7",\n)\n`,
      };
    case 'java':
      return {
        path: 'build.gradle',
        content: `plugins {\n    id 'java-library'\n}\n\ngroup = 'com.${snake(project).replace(/_/g, '')}'\nversion = '${version}'\n\ndependencies {\n${deps.map((d) => `    implementation '${d}:${d}:1.0'`).join('\n')}\n}\n`,
      };
    case 'ruby':
      return {
        path: `${snake(project)}.gemspec`,
        content: `Gem::Specification.new do |spec|\n  spec.name = "${snake(project)}"\n  spec.version = "${version}"\n  spec.summary = "${description.replace(/"/g, "'")}"\n  spec.license = "MIT"\n${deps.map((d) => `  spec.add_dependency "${d}"`).join('\n')}\nend\n`,
      };
    case 'php':
      return {
        path: 'composer.json',
        content: `${JSON.stringify({ name: `${kebab(project)}/${kebab(project)}`, version, description, license: 'MIT', 'require-dev': Object.fromEntries(deps.map((d) => [d, '*'])) }, null, 2)}\n`,
      };
    case 'shell':
    case 'list':
      return { path: 'VERSION', content: `${version}\n` };
    case 'cpp':
      return {
        path: 'library.properties',
        content: `name=${project}\nversion=${version}\nauthor=${project} contributors\nsentence=${description}\ncategory=Data Processing\narchitectures=*\n`,
      };
  }
}

/** Builds the files of one project. */
export function generateRepoFiles(spec: ProjectSpec, owner: string, year: number, rng: Rng): GeneratedRepo {
  const vocab = VOCABULARY[spec.kind];
  const modules = rng.sample(vocab.modules, rng.int(2, Math.min(4, vocab.modules.length)));
  const version = `${rng.int(0, 4)}.${rng.int(0, 12)}.${rng.int(0, 9)}`;
  const main = manifest(spec.kind, spec.path, spec.description, version, rng.sample(vocab.dependencies, 3));
  const files: RepoFile[] = [
    { path: 'README.md', content: readme(spec, owner, modules, rng) },
    { path: 'LICENSE', content: license(owner, year) },
    { path: '.gitignore', content: 'node_modules/\ndist/\n__pycache__/\n*.log\n.DS_Store\n' },
    main,
    ...modules.flatMap((module) => sourceFile(spec.kind, module, spec.path, rng)),
  ];
  if (rng.chance(0.6)) {
    files.push({
      path: 'CONTRIBUTING.md',
      content: `# Contributing to ${spec.path}\n\n1. Fork the project.\n2. Create a branch: \`git checkout -b feature/my-change\`.\n3. Commit your changes and open a merge request.\n`,
    });
  }
  if (rng.chance(0.5)) {
    files.push({
      path: 'CHANGELOG.md',
      content: `# Changelog\n\n## ${version}\n\n- ${rng.pick(vocab.features)}\n- Bug fixes\n`,
    });
  }
  if (spec.kind === 'shell' || spec.kind === 'list') {
    // VERSION is the manifest there; a second file keeps the tree from being too bare.
    files.push({ path: 'Makefile', content: `.PHONY: check\ncheck:\n\t@echo "checking ${spec.path}"\n` });
  }
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  unique.sort((a, b) => a.path.localeCompare(b.path));
  return { files: unique, versionFile: main.path, version };
}
