import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '../sse-parser';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries };
}

const event = (id: number, ref: string) =>
  `id: ${id}\nevent: app-event\ndata: ${JSON.stringify({ id, reference: ref })}\n\n`;

describe('createSseParser', () => {
  it('reads one message', () => {
    const { messages } = parse([event(1, 'VD-1')]);
    expect(messages).toEqual([{ event: 'app-event', data: '{"id":1,"reference":"VD-1"}', id: '1' }]);
  });

  it('joins a message split anywhere across chunks, even mid-field and mid-line-break', () => {
    const whole = event(1, 'VD-1') + event(2, 'VD-2');
    // Every possible split point, and a split into single characters.
    for (let cut = 1; cut < whole.length; cut++) {
      const { messages } = parse([whole.slice(0, cut), whole.slice(cut)]);
      expect(messages.map((m) => JSON.parse(m.data).reference)).toEqual(['VD-1', 'VD-2']);
    }
    expect(parse([...whole]).messages).toHaveLength(2);
  });

  it('dispatches several messages from one chunk, in order', () => {
    const { messages } = parse([event(1, 'a') + event(2, 'b') + event(3, 'c')]);
    expect(messages.map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('holds back a message until its blank line arrives', () => {
    const messages: SseMessage[] = [];
    const parser = createSseParser((m) => messages.push(m));
    parser.push('event: app-event\ndata: {"x":1}\n');
    expect(messages).toHaveLength(0);
    parser.push('\n');
    expect(messages).toHaveLength(1);
  });

  it('ignores comments and heartbeats, and messages without data', () => {
    const { messages, retries } = parse([
      'retry: 5000\n: connected\n\n',
      ': ping\n\n',
      'event: app-event\n\n',
      event(7, 'VD-7'),
      ': ping\n\n',
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.id).toBe('7');
    expect(retries).toEqual([5000]);
  });

  it('accepts CRLF and CR line endings, a CRLF split between chunks counting once', () => {
    const { messages } = parse([
      'event: app-event\r',
      '\ndata: {"a":1}\r',
      '\n\r',
      '\nevent: app-event\rdata: 2\r\r',
    ]);
    expect(messages.map((m) => [m.event, m.data])).toEqual([
      ['app-event', '{"a":1}'],
      ['app-event', '2'],
    ]);
  });

  it('joins multi-line data with line feeds and defaults the event name to "message"', () => {
    const { messages } = parse(['data: first\ndata: second\n\n', 'data:no-space\n\n']);
    expect(messages).toEqual([
      { event: 'message', data: 'first\nsecond', id: undefined },
      { event: 'message', data: 'no-space', id: undefined },
    ]);
  });

  it('drops a byte-order mark at the start of the stream', () => {
    const { messages } = parse(['\uFEFFdata: x\n\n']);
    expect(messages[0]!.data).toBe('x');
  });
});
