// A json-server 0.17 over one JSON file, for `npm run demo:rest` and the tests of the REST adapter. The
// file holds one array per collection (`{ "todos": [...] }`) and json-server writes every change back to it.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { restIdKeys } from './rest-database.mjs';

const require = createRequire(import.meta.url);
const jsonServer = require('json-server');

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Starts json-server on 127.0.0.1 over `file`. Port 0 (the default) picks a free one. `idKeys` names the id
 * field of each collection (`{ orders: 'orderId' }`); any other collection uses `id`. `failWrites(status)`
 * makes every write answer that status until `failWrites(null)`, to show how the app copes with a refusing
 * server.
 */
export async function startRestServer({ file, port = 0, idKeys = restIdKeys }) {
  const app = jsonServer.create();
  const router = jsonServer.router(file);
  let failure = null;
  // Its static folder is required; the data file's own folder holds nothing else.
  app.use(jsonServer.defaults({ logger: false, static: dirname(file) }));
  app.use((request, response, next) => {
    if (failure !== null && writeMethods.has(request.method)) {
      response.status(failure).json({ error: `The server refused this ${request.method} on purpose.` });
    } else next();
  });
  // json-server keeps one id field for all collections (lodash-id's `_.id`), so each request sets its
  // collection's just before the router reads it. The body is parsed first: from there on the router
  // handles a request without yielding, so no other request can switch the field in between.
  app.use(jsonServer.bodyParser);
  app.use((request, _response, next) => {
    const collection = decodeURIComponent(request.path.split('/')[1] ?? '');
    router.db._.id = Object.hasOwn(idKeys, collection) ? idKeys[collection] : 'id';
    next();
  });
  app.use(router);
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.on('error', reject);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    /** Replaces every collection, e.g. to start a test from a known state. */
    reset(data) {
      router.db.setState(structuredClone(data)).write();
    },
    failWrites(status) {
      failure = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
