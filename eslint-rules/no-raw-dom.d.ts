// Types for the rule's unit test (test/unit/noRawDom.test.ts); the rule itself is plain JavaScript
// so that eslint.config.js loads it without a build step.
import type { ESLint, Rule } from 'eslint';

export declare const noRawDom: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
