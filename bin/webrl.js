#!/usr/bin/env node
// The `webrl` command. Sources are TypeScript, loaded through tsx, so a clone runs without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
