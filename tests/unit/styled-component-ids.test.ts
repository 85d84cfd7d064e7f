// @vitest-environment node
// The browser and the server bundles must name every styled component alike, whatever order their
// modules run in: ids come from the file and the place in it (scripts/babel-styled-component-ids.ts).
import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import styledComponentIds from '../../scripts/babel-styled-component-ids';

const source = `
import styled, { css } from 'styled-components';
import { Link } from 'react-router';
const Title = styled.h1\`color: red;\`;
const Card = styled(Link).attrs({ role: 'link' })\`padding: 1px;\`;
const Free = styled.div.withConfig({ shouldForwardProp: () => true })<{ $on: boolean }>\`margin: 0;\`;
const mixin = css\`display: block;\`;
`;

const transform = (filename: string, options: { displayNames?: boolean } = {}) =>
  transformSync(source, { filename, babelrc: false, configFile: false, plugins: [[styledComponentIds, options]], parserOpts: { plugins: ['typescript'] } })!.code!;

const idsOf = (code: string) => [...code.matchAll(/componentId: "(sc-[a-z0-9]+)"/g)].map((match) => match[1]);

describe('styled component ids', () => {
  it('gives every styled component a fixed id and its display name', () => {
    const code = transform(`${process.cwd()}/blocks/example/example.tsx`);
    expect(idsOf(code)).toHaveLength(3);
    expect(new Set(idsOf(code)).size).toBe(3);
    expect(code).toMatch(/styled\.h1\.withConfig\(\{\s*componentId: "sc-[a-z0-9]+",\s*displayName: "Title"\s*\}\)`/);
    expect(code).toMatch(/styled\(Link\)\.withConfig\(\{[^}]*displayName: "Card"\s*\}\)\.attrs\(/);
    // An own withConfig stays, after the id.
    expect(code).toMatch(/styled\.div\.withConfig\(\{[^}]*"Free"\s*\}\)\.withConfig\(\{\s*shouldForwardProp/);
    expect(code).toContain('css`display: block;`');
  });

  it('the same file always gets the same ids; another file other ids', () => {
    const a = idsOf(transform(`${process.cwd()}/blocks/example/example.tsx`));
    expect(idsOf(transform(`${process.cwd()}/blocks/example/example.tsx`))).toEqual(a);
    const b = idsOf(transform(`${process.cwd()}/blocks/other/other.tsx`));
    expect(b.some((id) => a.includes(id))).toBe(false);
  });

  it('leaves the display names out of production builds, with the same ids', () => {
    const file = `${process.cwd()}/blocks/example/example.tsx`;
    const production = transform(file, { displayNames: false });
    expect(production).not.toContain('displayName');
    expect(idsOf(production)).toEqual(idsOf(transform(file)));
  });
});
