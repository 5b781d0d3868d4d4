import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route the app registers, HEAD routes included, with its options as the route
     * was finally built: once the app is ready, each entry holds the route-level hooks that
     * route runs (the venue access route walk reads them).
     */
    routeTable: RouteOptions[];
  }
}

/** Keeps the route table; registered before any route. */
export const routeTable = fp(
  async (app: FastifyInstance) => {
    app.decorate('routeTable', [] as RouteOptions[]);
    // The options object is the one later onRoute hooks complete, so it is kept, not copied.
    app.addHook('onRoute', (route) => {
      app.routeTable.push(route);
    });
  },
  { name: 'route-table' },
);
