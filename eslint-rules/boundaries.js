// Import boundaries of the layout (engineering.md): feature folders do not import each other, and
// packages never import apps. Resolves relative specifiers, so '../../landing/x' is caught too.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FEATURES = resolve(ROOT, 'apps/web/src/features');
const PACKAGES = resolve(ROOT, 'packages');
const APPS = resolve(ROOT, 'apps');
const APP_PACKAGES = ['@constelar/web', '@constelar/server'];

const featureOf = (file) => {
  const rel = relative(FEATURES, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};
const inside = (dir, file) => !relative(dir, file).startsWith('..');

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = resolve(context.filename);
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          const fromPackage = inside(PACKAGES, file);
          if (fromPackage && APP_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`))) {
            return context.report({ node, message: 'Packages never import apps.' });
          }
          if (!specifier.startsWith('.')) return;
          const target = resolve(dirname(file), specifier);
          if (fromPackage && inside(APPS, target)) {
            return context.report({ node, message: 'Packages never import apps.' });
          }
          const from = featureOf(file);
          const to = featureOf(target);
          if (from && to && from !== to) {
            context.report({
              node,
              message: `Feature "${from}" may not import feature "${to}": move the shared piece to components/ui or lib.`,
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
