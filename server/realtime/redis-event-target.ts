import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { PubSubEventTarget } from '@graphql-yoga/subscription';
import type { RedisConnections } from './redis.ts';

type Listener = EventListener | EventListenerObject;

/** Topic names and their publish arguments, as @graphql-yoga/subscription expects them (the first element routes). */
type TopicArgs = Record<string, [] | [unknown] | [number | string, unknown]>;

/**
 * Events shared by every server process through Redis channels (one channel per topic), and
 * delivered in this process without a round trip: each message carries its sender's id, and a
 * process skips its own when they come back. So while Redis is down subscriptions keep working
 * within the process; other processes miss what was published meanwhile.
 */
export function createRedisEventTarget<Topics extends TopicArgs>({ commands, subscriber }: RedisConnections): PubSubEventTarget<Topics> {
  const sender = randomUUID();
  const local = new EventTarget();
  // Every open home timeline listens to timelineItemChanged: lift Node's warning at 10 listeners.
  setMaxListeners(0, local);
  const listeners = new Map<string, Set<Listener>>();
  // A failed SUBSCRIBE or PUBLISH means Redis is down, which connectRedis logs once; 'ready' repairs the subscriptions.
  const ignore = () => {};

  subscriber.on('message', (channel: string, message: string) => {
    const envelope = readEnvelope(message);
    if (envelope && envelope.from !== sender) local.dispatchEvent(new CustomEvent(channel, { detail: envelope.detail }));
  });
  subscriber.on('ready', () => {
    if (listeners.size) subscriber.subscribe(...listeners.keys()).catch(ignore);
  });

  return {
    addEventListener(topic, listener) {
      if (!listener) return;
      let topicListeners = listeners.get(topic);
      if (!topicListeners) {
        topicListeners = new Set();
        listeners.set(topic, topicListeners);
        subscriber.subscribe(topic).catch(ignore);
      }
      topicListeners.add(listener as Listener);
      local.addEventListener(topic, listener as Listener);
    },
    removeEventListener(topic, listener) {
      if (!listener) return;
      local.removeEventListener(topic, listener as Listener);
      const topicListeners = listeners.get(topic);
      if (!topicListeners?.delete(listener as Listener) || topicListeners.size) return;
      listeners.delete(topic);
      subscriber.unsubscribe(topic).catch(ignore);
    },
    dispatchEvent(event) {
      local.dispatchEvent(event);
      commands.publish(event.type, JSON.stringify({ from: sender, detail: event.detail })).catch(ignore);
      return true;
    },
  };
}

interface Envelope {
  from: string;
  detail: unknown;
}

/** A message of another process; anything else on the channel (another version, another program) is ignored, never thrown. */
function readEnvelope(message: string): Envelope | undefined {
  try {
    const parsed = JSON.parse(message) as Partial<Envelope> | null;
    return typeof parsed?.from === 'string' && 'detail' in parsed ? (parsed as Envelope) : undefined;
  } catch {
    return undefined;
  }
}
