// Import boundaries of the layout (engineering.md): feature folders do not import each other,
// packages never import apps, and the server keeps its three layers (docs/decisions/093-three-layers.md):
// nothing outside routes/ imports from it but app.ts, which registers them, and routes/ hold no SQL. Resolves relative specifiers, so '../../landing/x' is caught too.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FEATURES = resolve(ROOT, 'apps/web/src/features');
const PACKAGES = resolve(ROOT, 'packages');
const APPS = resolve(ROOT, 'apps');
const APP_PACKAGES = ['@constelar/web', '@constelar/server'];
const SERVER = resolve(ROOT, 'apps/server/src');
const ROUTES = resolve(SERVER, 'routes');
const ROUTE_REGISTRAR = resolve(SERVER, 'app.ts');
const SCHEMA = resolve(SERVER, 'db/schema');
const isTest = (file) => /\.test\.ts$/.test(file);

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
        const inRoutes = inside(ROUTES, file) && !isTest(file);
        const check = (node, specifier, typeOnly = false) => {
          if (typeof specifier !== 'string') return;
          if (inRoutes && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
            return context.report({ node, message: 'Routes hold no SQL: put the query in db/repositories.' });
          }
          const fromPackage = inside(PACKAGES, file);
          if (fromPackage && APP_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`))) {
            return context.report({ node, message: 'Packages never import apps.' });
          }
          if (!specifier.startsWith('.')) return;
          const target = resolve(dirname(file), specifier);
          if (fromPackage && inside(APPS, target)) {
            return context.report({ node, message: 'Packages never import apps.' });
          }
          if (inside(ROUTES, target) && !inside(ROUTES, file) && file !== ROUTE_REGISTRAR && !isTest(file)) {
            return context.report({
              node,
              message: 'Only app.ts imports from routes/: move the shared piece to services/ or lib/.',
            });
          }
          if (inRoutes && !typeOnly && target.replace(/\.ts$/, '') === SCHEMA) {
            return context.report({ node, message: 'Routes hold no SQL: put the query in db/repositories.' });
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
          ImportDeclaration: (node) =>
            check(
              node,
              node.source.value,
              node.importKind === 'type' ||
                (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
            ),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
