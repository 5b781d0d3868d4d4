/// <reference lib="webworker" />
import { parseWithoutEval } from '@larder/domain';
import * as Comlink from 'comlink';
import { SyncWorkerApi } from './sync-worker-api';

/** Entry of the sync web worker: exposes SyncWorkerApi to the page through Comlink. */
// The worker runs under the page's content security policy: no generated code.
parseWithoutEval();
const locks = (self as unknown as { navigator: { locks?: LockManager } }).navigator.locks;
Comlink.expose(new SyncWorkerApi(locks, () => crypto.randomUUID().replaceAll('-', '')));
