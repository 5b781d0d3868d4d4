import * as Comlink from 'comlink';
import type { StagedWrite, StagedWriter } from '../store/staged-write';
import { writtenOf, type StagedWriteReply } from './staged-write-reply';

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
