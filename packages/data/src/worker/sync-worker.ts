/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { SyncWorkerApi } from './sync-worker-api';

/** Entry of the sync web worker: exposes SyncWorkerApi to the page through Comlink. */
const locks = (self as unknown as { navigator: { locks?: LockManager } }).navigator.locks;
Comlink.expose(new SyncWorkerApi(locks, () => crypto.randomUUID().replaceAll('-', '')));
