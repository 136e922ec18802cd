/**
 * `attar analytics tail`: print the messages the mock shop's analytics socket received
 * (`GET /_mock/analytics`, a control route of the mock, outside the contract); `--follow` polls for more.
 */
import { defineCommand, int, list } from '../../command.ts';
import type { CommandContext } from '../../context.ts';
import { CliError, unreachableHint } from '../../errors.ts';
import { dateTime } from '../../output/format.ts';

interface TailOptions {
  follow?: boolean;
  interval: number;
  last?: number;
  topic?: string[];
  event?: string[];
}

type Message = Record<string, unknown>;

/** The mock's log as a list of messages, whatever envelope it comes in (`[...]`, `{ messages }`, `{ items }`). */
function messagesOf(body: unknown): Message[] {
  const list = Array.isArray(body)
    ? body
    : ((body as { messages?: unknown; items?: unknown })?.messages ?? (body as { items?: unknown })?.items);
  if (!Array.isArray(list)) throw new CliError('The analytics log is not a list of messages.', { code: 'analytics.badLog' });
  return list.map((entry: Message) =>
    typeof entry?.message === 'object' && entry.message !== null
      ? { receivedAt: entry.receivedAt, ...(entry.message as Message) }
      : entry,
  );
}

async function readLog(ctx: CommandContext): Promise<Message[]> {
  const url = `${ctx.settings.baseUrl}/_mock/analytics`;
  const send = ctx.deps.fetch ?? ((request: Request) => globalThis.fetch(request));
  let response: Response;
  try {
    response = await send(new Request(url, { headers: { accept: 'application/json' } }));
  } catch (cause) {
    throw new CliError(`Could not reach ${url} (${cause instanceof Error ? cause.message : String(cause)}).`, {
      code: 'network.unreachable',
      hint: unreachableHint(ctx.settings.baseUrl),
    });
  }
  if (!response.ok)
    throw new CliError(`${url} answered ${response.status}: analytics tail needs the mock shop (npx attar-mock).`, {
      code: 'analytics.unavailable',
    });
  return messagesOf(await response.json());
}

/** One message as a line: time, event, topic, page or target, its type (the sender's G or C; a page view's kind, P). */
function line(m: Message): string {
  const target = (m.target as { text?: string } | undefined)?.text;
  const where = m.event === 'S' ? [m.city, m.country].filter(Boolean).join(', ') : String(m.pageUrl ?? '');
  const extra = m.event === 'V' && typeof m.totalSpendTime === 'number' ? ` ${m.totalSpendTime}s` : target ? ` "${target}"` : '';
  return `${dateTime(m.timeStamp ?? m.receivedAt)}  ${String(m.event ?? '?')}  ${String(m.topic ?? '')}  ${where}${extra}  ${String(m.type ?? '')}`;
}

export default defineCommand<TailOptions>({
  name: 'tail',
  summary: 'Print the analytics messages the mock shop received (--follow for new ones)',
  options: (c) =>
    c
      .option('-f, --follow', 'keep polling and print new messages until Ctrl-C')
      .option('--interval <ms>', 'poll every this many milliseconds', int('--interval', 100, 60_000), 1000)
      .option('-n, --last <n>', 'start with only the last n messages', int('--last', 0, 100_000))
      .option('--topic <topics>', 'only these topics (pageAnalytics, userAnalytics)', list())
      .option('--event <events>', 'only these events: V page view, S visitor, C click', list()),
  examples: ['attar analytics tail', 'attar analytics tail --follow --event V,C', 'attar analytics tail --json | jq -c .pageUrl'],
  actions: [],
  async run(ctx, o) {
    const keep = (m: Message) =>
      (!o.topic || o.topic.includes(String(m.topic))) && (!o.event || o.event.includes(String(m.event)));
    // --json prints one document per message (JSON lines), so a follower can be piped
    const print = (m: Message) => (ctx.out.json ? ctx.deps.io.stdout.write(`${JSON.stringify(m)}\n`) : ctx.out.line(line(m)));
    const first = await readLog(ctx);
    first
      .slice(o.last === undefined ? 0 : Math.max(0, first.length - o.last))
      .filter(keep)
      .forEach(print);
    // the mock keeps a capped log, so new messages are those after the last one printed, not a count
    let last = first.length ? JSON.stringify(first[first.length - 1]) : undefined;
    const signal = ctx.deps.signal;
    while (o.follow && !signal?.aborted) {
      await ctx.deps.clock.sleep(o.interval, signal);
      if (signal?.aborted) break;
      const messages = await readLog(ctx);
      const at = last === undefined ? -1 : messages.map((m) => JSON.stringify(m)).lastIndexOf(last);
      messages
        .slice(at + 1)
        .filter(keep)
        .forEach(print); // not found: the log was reset, all is new
      if (messages.length) last = JSON.stringify(messages[messages.length - 1]);
    }
  },
});
