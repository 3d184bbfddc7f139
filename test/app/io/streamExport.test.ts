import { describe, expect, it } from 'vitest';
import { createBlockWriter, type ByteSink } from '../../../src/app/io/streamExport';

function fakeFile() {
  const written: Uint8Array[] = [];
  const events: string[] = [];
  const sink: ByteSink = {
    write: async (data) => {
      written.push(data);
      events.push('write');
    },
    close: async () => {
      events.push('close');
    },
    abort: async () => {
      events.push('abort');
    },
  };
  const text = () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(written));
  return { sink, written, events, text };
}

describe('the block writer of a streamed export', () => {
  it('writes each part as UTF-8 in order, byte order mark and accents included, then keeps the file', async () => {
    const file = fakeFile();
    const writer = createBlockWriter(file.sink);
    await writer.write('\uFEFFFrom,Reference\r\n');
    await writer.write('Brötchen & Söhne,B-100\r\n');
    await writer.write('Zoë Café,Z-7\r\n');
    await writer.finish();
    expect([...(file.written[0] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text()).toBe('\uFEFFFrom,Reference\r\nBrötchen & Söhne,B-100\r\nZoë Café,Z-7\r\n');
    expect(writer.bytes()).toBe(file.written.reduce((n, part) => n + part.byteLength, 0));
    expect(file.events).toEqual(['write', 'write', 'write', 'close']);
  });

  it('a Cancel or failure drops the file and writes nothing more', async () => {
    const file = fakeFile();
    const writer = createBlockWriter(file.sink);
    await writer.write('From\r\n');
    await writer.discard();
    await writer.finish();
    await writer.discard();
    await expect(writer.write('late\r\n')).rejects.toThrow('already closed');
    expect(file.events).toEqual(['write', 'abort']);
  });

  it('passes on a write the disk refuses, so the export fails instead of claiming a file', async () => {
    const file = fakeFile();
    const writer = createBlockWriter({
      ...file.sink,
      write: () =>
        Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    });
    await expect(writer.write('From\r\n')).rejects.toThrow('quota');
    await writer.discard();
    expect(file.events).toEqual(['abort']);
  });
});
