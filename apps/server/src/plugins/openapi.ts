import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const COMPONENT_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The zod registry's named schemas become components, each in an input and an output version; only those
 * the routes reach (directly or through another component) are kept.
 */
const withReachableComponents: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<SwaggerTransformObject>;
  const reached = new Set<string>();
  const visit = (node: unknown) => {
    for (const [, name] of JSON.stringify(node ?? null).matchAll(COMPONENT_REF)) {
      if (name && !reached.has(name)) {
        reached.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit(document.paths);
  document.components!.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => reached.has(name)),
  );
  return document as ReturnType<SwaggerTransformObject>;
};

/**
 * OpenAPI 3.1 of every /api route at GET /api/docs/json, and Swagger UI at /api/docs. The UI's files ship
 * in @fastify/swagger-ui and are served from here: the page fetches nothing from another origin, so it
 * works offline and under the app's CSP (script-src 'self').
 */
/** What the routes say of themselves: their tags, and how each route's schemas become its document. */
export interface RouteDocs {
  tags: { name: string; description: string }[];
  transform: SwaggerTransform;
}

export async function registerOpenApi(api: FastifyInstance, version: string, docs: RouteDocs): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Constelar API',
        version,
        description:
          'A API pública do Constelar: mapa astral, numerologia, arcanos e sinastria, em português. ' +
          'Erros respondem `{ error, field? }` com uma frase pronta para mostrar; 400 quando a forma está ' +
          'errada, 422 quando o sentido está (ex.: 31/02). Rotas com cadeado pedem ' +
          '`Authorization: Bearer <token>`, o token de POST /api/users/login.',
      },
      tags: docs.tags,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: docs.transform,
    transformObject: withReachableComponents,
  });
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    // The plugin lives under /api: the page's links to its own files need the full path.
    indexPrefix: '/api',
    theme: { title: 'Constelar — API' },
    // BaseLayout: no top bar (another framework's logo and a box to explore other documents).
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
