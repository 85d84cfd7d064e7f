import { describe, expect, it } from 'vitest';
import { customJsIssue, customJsSyntaxError } from './custom-js-syntax';
import { customScriptHash, customScriptSrc } from './custom-script-src';

describe('customJS syntax check', () => {
  it('accepts scripts with modern syntax, and an empty one', () => {
    expect(customJsSyntaxError('')).toBeNull();
    expect(customJsSyntaxError("document.documentElement.dataset.customJs = 'ran';")).toBeNull();
    expect(customJsSyntaxError('const a = { ...b }?.c ?? 1;\nclass X { #p = 1n; static { } }\nwindow.x = async () => { await 1; };')).toBeNull();
  });

  it('names the line and column (from 1) of the first error', () => {
    expect(customJsSyntaxError("let ok = 1;\nconsole.log('x';")).toEqual({ line: 2, column: 16, message: 'Unexpected token' });
    expect(customJsSyntaxError('if (')).toMatchObject({ line: 1, column: 5 });
  });

  it('checks a classic script, as the site runs it: no import, no top-level return or await', () => {
    expect(customJsSyntaxError("import x from 'y';")).toMatchObject({ line: 1, message: expect.stringMatching(/sourceType: module/) });
    expect(customJsSyntaxError('return 1;')?.message).toMatch(/return/);
    expect(customJsSyntaxError('await fetch("/");')).not.toBeNull();
    // The server wraps the code in a function: a hashbang would no longer be at the file's start.
    expect(customJsSyntaxError('#!/usr/bin/env node\n1;')).not.toBeNull();
  });

  it('reports nesting too deep for the parser instead of throwing', () => {
    expect(customJsSyntaxError('['.repeat(200_000))).toMatchObject({ line: 1 });
  });

  it('is an issue at /ui/customJS for the studio, the CLI and the server', () => {
    expect(customJsIssue('window.ok = 1;')).toBeNull();
    expect(customJsIssue('}')).toEqual({ path: '/ui/customJS', message: expect.stringMatching(/^syntax error at line 1, column 1: Unexpected token/) });
  });
});

describe('customJS script address', () => {
  it('is absent for an empty or blank customJS', () => {
    expect(customScriptSrc('')).toBeNull();
    expect(customScriptSrc('  \n\t')).toBeNull();
  });

  it('changes with the code, and carries a preview token when given', () => {
    const a = customScriptSrc('window.a = 1;');
    expect(a).toMatch(/^\/site-custom\.js\?v=[0-9a-f]{28}$/);
    expect(customScriptSrc('window.a = 2;')).not.toBe(a);
    expect(customScriptSrc('window.a = 1;')).toBe(a);
    expect(customScriptSrc('window.a = 1;', 'tok_123456')).toBe(`/site-custom.js?previewtoken=tok_123456&v=${customScriptHash('window.a = 1;')}`);
  });
});
