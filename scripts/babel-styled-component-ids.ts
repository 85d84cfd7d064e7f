// Babel plugin (run by vite.config.ts through @vitejs/plugin-react): gives every styled component a
// componentId derived from its file and its place in that file. styled-components otherwise numbers
// components in the order their modules run, which differs between the browser bundle (blocks load
// lazily, in the order a visitor meets them) and the server bundle (all blocks at start): the server
// HTML would then carry other class names than the browser renders, and hydration would not match.
//   styled.div`…`          ->  styled.div.withConfig({ componentId: 'sc-…', displayName: 'Name' })`…`
//   styled(Link).attrs()`…` ->  styled(Link).withConfig({ … }).attrs()`…`
// The display name (which styled-components also puts in front of every element's class, as
// `Name-sc-…`) is left out of production builds with `{ displayNames: false }`: it only helps
// debugging, and on a page of cards it was several kilobytes of HTML.
import path from 'node:path';
import type { NodePath, PluginObj, PluginPass, types as BabelTypes } from '@babel/core';

/** FNV-1a, as base 36: short, stable and spread well enough for ids within one project. */
function hashId(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

interface State extends PluginPass {
  styledNames?: Set<string>;
  count?: number;
  opts: { displayNames?: boolean };
}

export default function styledComponentIds({ types: t }: { types: typeof BabelTypes }): PluginObj<State> {
  const root = process.cwd();

  /** `styled.div`, `styled(Component)` or `styled('div')`: the start of a styled chain. */
  const isBase = (node: BabelTypes.Node, names: Set<string>) =>
    (t.isMemberExpression(node) && t.isIdentifier(node.object) && names.has(node.object.name) && !node.computed) ||
    (t.isCallExpression(node) && t.isIdentifier(node.callee) && names.has(node.callee.name));

  return {
    name: 'styled-component-ids',
    visitor: {
      ImportDeclaration(importPath, state) {
        if (importPath.node.source.value !== 'styled-components') return;
        for (const specifier of importPath.node.specifiers) {
          const isStyled =
            t.isImportDefaultSpecifier(specifier) ||
            (t.isImportSpecifier(specifier) && t.isIdentifier(specifier.imported) && specifier.imported.name === 'styled');
          if (isStyled) (state.styledNames ??= new Set()).add(specifier.local.name);
        }
      },
      TaggedTemplateExpression(templatePath, state) {
        const names = state.styledNames;
        if (!names?.size) return;
        // Walk down `.attrs(…)` / `.withConfig(…)` calls to the base of the chain.
        let tag: NodePath<BabelTypes.Node> = templatePath.get('tag');
        for (;;) {
          if (isBase(tag.node, names)) break;
          if (tag.isCallExpression() && t.isMemberExpression(tag.node.callee)) tag = tag.get('callee').get('object') as NodePath<BabelTypes.Node>;
          else return;
        }
        const index = (state.count = (state.count ?? 0) + 1);
        const file = path.relative(root, state.filename ?? 'unknown').split(path.sep).join('/');
        const declarator = templatePath.parentPath.isVariableDeclarator() ? templatePath.parentPath.node.id : null;
        const displayName = state.opts.displayNames !== false && t.isIdentifier(declarator) ? declarator.name : undefined;
        const config = t.objectExpression([
          t.objectProperty(t.identifier('componentId'), t.stringLiteral(`sc-${hashId(`${file}:${index}`)}`)),
          ...(displayName ? [t.objectProperty(t.identifier('displayName'), t.stringLiteral(displayName))] : []),
        ]);
        tag.replaceWith(t.callExpression(t.memberExpression(tag.node as BabelTypes.Expression, t.identifier('withConfig')), [config]));
        tag.skip();
      },
    },
  };
}
