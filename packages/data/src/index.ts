/**
 * @larder/data: the browser data layer (IndexedDB per venue, write queue, sync worker).
 * See CONTEXT.md. The public surface grows here; React imports nothing else of this package.
 */
export {};
