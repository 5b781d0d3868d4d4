import * as Comlink from 'comlink';
import { writtenOf, type StagedWriteReply } from '../worker/staged-write-reply';
import type { StagedWrite, StagedWriter } from './staged-write';

/**
 * The venue of the staged-save tests: flour and butter by the kg, and a dough of 500 g of
 * flour and 100 g of butter.
 */
export const stagedFlour = (price: number) => ({
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: price,
  purchaseqty: 1,
  purchaseunit: 'kg',
});
export const stagedButter = (price: number) => ({
  ...stagedFlour(price),
  foodkey: 'BUTTER',
  name: 'Butter',
});
export const stagedDough = {
  type: 'recipe',
  foodkey: 'DOUGH',
  name: 'Dough',
  items: [
    { name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' },
    { name: 'BUTTER', type: 'single', qty_value: 100, qty_unit: 'g' },
  ],
};

/**
 * The writer as a page has it: `save` (the worker's `saveLocal`) across a real MessageChannel
 * with Comlink. The ports are pushed onto `ports`, for the test to close.
 */
export function writerThrough(
  save: (write: StagedWrite) => Promise<StagedWriteReply>,
  ports: MessagePort[],
): StagedWriter {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  Comlink.expose({ save }, port1);
  const remote = Comlink.wrap<{ save: typeof save }>(port2);
  return async (write) => writtenOf(await remote.save(write));
}
