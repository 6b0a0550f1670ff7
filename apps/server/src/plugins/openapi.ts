import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI generated from the contract's zod schemas: /docs (swagger-ui) and /docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'efir reference operator API',
        description: 'The /v2 API of the spec, generated from packages/contract.',
        version: '2.0.0',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'query', name: 'access_token' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // NOTE: swagger-ui's default CSP asks to upgrade requests to https, which breaks http://localhost.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  })
}
